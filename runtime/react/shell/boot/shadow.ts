// Isolation: the panel renders into an open shadow root on the host element, so the theme's
// CSS does not leak in and ours does not leak out. Open, so assistive-technology tooling (axe) and tests
// can look inside. The shell's CSS goes first; the merchant's customCss is rendered after it by the Panel.
// The first half of the shell's CSS, the frame's rules (styles/frame.ts), is the loader's: it puts that
// `<style data-status="frame">` in this shadow root before it mounts the panel (MountOptions.host), so the
// page downloads those rules once, in status.js, not again in the panel chunk. This adds the rest
// (content.ts). A frame the loader drew on a tap (runtime/loader/frame.ts) stays until the open panel takes
// it over (Panel.tsx).
import { CONTENT_CSS, FRAME_ATTRIBUTE } from '../../../dom/styles/index.ts';

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
  const style = doc.createElement('style');
  style.dataset.status = 'shell';
  style.textContent = CONTENT_CSS;
  const container = doc.createElement('div');
  container.className = 'status-root';
  shadow.append(style, container);
  return { shadow, container };
}
