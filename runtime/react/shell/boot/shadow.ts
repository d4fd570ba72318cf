// Isolation (DESIGN §3): the panel renders into an open shadow root on the host element, so the theme's
// CSS does not leak in and ours does not leak out. Open, so assistive-technology tooling (axe) and tests
// can look inside. The shell's CSS goes first; the merchant's customCss is rendered after it by the Panel.
// A frame the loader drew on a tap (runtime/loader/frame.ts) stays, with its stylesheet, until the open
// panel takes it over (Panel.tsx).
import { CONTENT_CSS, ensureFrameStyle, FRAME_ATTRIBUTE } from '../styles/index.ts';

export interface ShadowMount {
  shadow: ShadowRoot;
  /** The element React renders into. */
  container: HTMLElement;
}

export function attachShadow(host: HTMLElement): ShadowMount {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const doc = host.ownerDocument;
  for (const child of Array.from(shadow.children)) {
    if (!child.matches(`style[data-status="frame"], [${FRAME_ATTRIBUTE}]`)) child.remove();
  }
  ensureFrameStyle(shadow);
  const style = doc.createElement('style');
  style.dataset.status = 'shell';
  style.textContent = CONTENT_CSS;
  const container = doc.createElement('div');
  container.className = 'status-root';
  shadow.append(style, container);
  return { shadow, container };
}
