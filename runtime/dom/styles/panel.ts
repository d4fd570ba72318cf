// The panel frame: overlay, the modes, header, scroller and bottom nav. Closed, the panel and overlay
// stay laid out but invisible (`hidden`, not display: none: the panel's contents skipped with
// content-visibility, out of the accessibility tree and the tab order, no hit testing), so a second open
// paints them without restyling or laying the panel out again: the overlay, a leaf, is not visible; the panel
// keeps its rendering state with its contents skipped, its own box clipped away. None of that inherits, so
// showing it again restyles no descendant.
// Every modal mode is the slide-up sheet on a phone; from 700 px wide a flyout slides in from its side and
// the centred window rises in the middle.
export const PANEL_CSS = /* css */ `
.status-overlay {
  position: fixed; inset: 0; z-index: var(--status-z); background: var(--status-overlay);
  animation: status-fade-in 300ms ease both;
}
.status-overlay[data-state="closing"] { animation: status-fade-out 400ms ease both; }
.status-panel {
  position: fixed; z-index: calc(var(--status-z) + 1);
  display: flex; flex-direction: column; overflow: hidden;
  background: var(--status-bg); box-shadow: var(--status-shadow);
  left: 0; right: 0; bottom: 0; margin-inline: auto;
  width: min(100%, 480px); height: 92.5vh; height: 92.5dvh; max-height: 860px;
  border-radius: var(--status-radius) var(--status-radius) 0 0;
  animation: status-slide-up 400ms cubic-bezier(0.32, 0.72, 0, 1) both;
}
.status-panel[data-state="closing"] { animation-name: status-slide-down; }
@media (min-width: 700px) {
  [data-mode="left"] .status-panel, [data-mode="right"] .status-panel { top: 0; height: auto; max-height: none; width: 420px; margin: 0; }
  [data-mode="left"] .status-panel { right: auto; border-radius: 0 var(--status-radius) var(--status-radius) 0; animation-name: status-slide-from-left; }
  [data-mode="left"] .status-panel[data-state="closing"] { animation-name: status-slide-to-left; }
  [data-mode="right"] .status-panel { left: auto; border-radius: var(--status-radius) 0 0 var(--status-radius); animation-name: status-slide-from-right; }
  [data-mode="right"] .status-panel[data-state="closing"] { animation-name: status-slide-to-right; }
  [data-mode="centred"] .status-panel { top: 0; margin: auto; width: 560px; height: min(780px, 100vh - 64px); border-radius: var(--status-radius); }
}
.status-shell[data-mode] .status-overlay[hidden] { visibility: hidden; animation: none; }
.status-shell[data-mode] .status-panel[hidden] { content-visibility: hidden; clip-path: inset(50%); animation: none; }
.status-shell[data-mode="standalone"] .status-panel {
  position: relative; z-index: auto; width: 100%; max-width: 640px; height: auto; max-height: none; min-height: 480px; margin: 0 auto; animation: none;
  border: 1px solid var(--status-border); border-radius: var(--status-radius); box-shadow: none;
}
.status-shell[data-mode="standalone"] .status-scroller { overflow: visible; }
.status-shell[data-mode="standalone"] .status-panel[hidden] { display: none; }
.status-header {
  flex: none; display: flex; align-items: center; gap: 4px;
  min-height: 68px; padding: 12px 12px 8px 24px;
}
.status-heading {
  flex: 1; min-width: 0; font-size: 24px; font-weight: 700; line-height: 1.25;
  letter-spacing: -0.02em; overflow-wrap: anywhere;
}
.status-close { margin-left: auto; }
.status-scroller {
  position: relative; flex: 1; min-height: 0; overflow-y: auto; overscroll-behavior: contain;
  padding: 8px 24px 32px; display: flex; flex-direction: column; gap: 16px;
}
.status-nav { flex: none; height: 61px; border-top: 1px solid var(--status-border); background: var(--status-bg); }
`;
