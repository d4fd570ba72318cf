// The part of the shell's stylesheet that draws the panel's frame: tokens and base, the overlay, the three
// modes, header, scroller and nav, pages and skeletons, keyframes and reduced motion. The loader imports it
// too (runtime/loader/frame.ts): on a tap before the panel chunk arrived it draws the same frame with these
// same rules, and the React shell takes that frame over (Panel.tsx). Plain strings, no React: it goes into
// the loader (~2.4 KB gzip of it). The skeleton's shimmer moves a gradient with a transform, which the
// compositor animates: a background-position shimmer repainted every block on the main thread in every frame
// (~5–10 ms a frame at 4× CPU), while the panel's chunks were being evaluated and mounted.
import { BASE_CSS } from './base.ts';
import { MOTION_CSS } from './motion.ts';
import { PANEL_CSS } from './panel.ts';

export const PAGE_CSS = /* css */ `
.status-page { display: flex; flex-direction: column; gap: 16px; animation: status-fade-in 200ms ease both; }
.status-skeleton { display: flex; flex-direction: column; gap: 12px; }
.status-skeleton[data-orientation="horizontal"] { flex-direction: row; overflow: hidden; }
.status-skeleton-block {
  position: relative; overflow: hidden; display: block; height: 112px; border-radius: var(--status-radius-small);
  background: var(--status-surface);
}
.status-skeleton-block::after {
  content: ""; position: absolute; inset: 0; will-change: transform;
  background: linear-gradient(90deg, transparent 0%, var(--status-shimmer, #e9e9ec) 50%, transparent 100%);
  animation: status-shimmer-sweep 1.4s linear var(--status-shimmer-delay, 0s) infinite;
}
.status-skeleton[data-size="small"] .status-skeleton-block { height: 64px; }
.status-skeleton[data-orientation="horizontal"] .status-skeleton-block { flex: 0 0 128px; height: 176px; }
`;

/** The frame's rules, first in the shadow root (`<style data-status="frame">`); the shell adds the rest after. */
export const FRAME_CSS = /* @__PURE__ */ [BASE_CSS, PANEL_CSS, PAGE_CSS, MOTION_CSS].join('\n'); // pure: tree-shaken out of the panel chunk, which does not inject it

/** Marks the loader's frame root in the shadow root; its value is `performance.now()` when it was drawn. */
export const FRAME_ATTRIBUTE = 'data-status-frame';

/** The close icon's path (icons.tsx draws it in React, the loader's frame as markup). */
export const CLOSE_ICON_PATH = 'M18 6 6 18M6 6l12 12';

/** Blocks in a page's skeleton (Skeleton.tsx's default: a page shows 3 sections). */
export const PAGE_SKELETON_BLOCKS = 3;

/**
 * The frame's `<style>`, first in `shadow` (once: the loader's frame and the shell's mount both ask), ending with
 * the page data's look (`theme.vars`, runtime/dom/look.ts) on the host, after the defaults it replaces.
 */
export function ensureFrameStyle(shadow: ShadowRoot, vars = ''): void {
  if (shadow.querySelector('style[data-status="frame"]')) return;
  const style = shadow.ownerDocument.createElement('style');
  style.dataset.status = 'frame';
  style.textContent = `${FRAME_CSS}:host{${vars}}`;
  shadow.prepend(style);
}
