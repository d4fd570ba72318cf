// The panel frame: overlay, the three modes, header, scroller and bottom nav. Closed, the panel and overlay
// stay laid out but invisible (`hidden`, not display: none: the panel's contents skipped with
// content-visibility, out of the accessibility tree and the tab order, no hit testing), so a second open
// paints them without restyling or laying the panel out again: the overlay, a leaf, is not visible; the panel
// keeps its rendering state with its contents skipped, its own box clipped away. None of that inherits, so
// showing it again restyles no descendant.
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
}
.status-shell[data-mode="bottom"] .status-panel {
  left: 0; right: 0; bottom: 0; margin-inline: auto;
  width: min(100%, 480px); height: 92.5vh; height: 92.5dvh; max-height: 860px;
  border-radius: var(--status-radius) var(--status-radius) 0 0;
  animation: status-slide-up 400ms cubic-bezier(0.32, 0.72, 0, 1) both;
}
.status-shell[data-mode="bottom"] .status-panel[data-state="closing"] { animation: status-slide-down 400ms cubic-bezier(0.32, 0.72, 0, 1) both; }
.status-shell[data-mode="left"] .status-panel,
.status-shell[data-mode="right"] .status-panel { top: 0; bottom: 0; width: min(100%, 420px); }
.status-shell[data-mode="left"] .status-panel {
  left: 0; border-radius: 0 var(--status-radius) var(--status-radius) 0;
  animation: status-slide-from-left 400ms cubic-bezier(0.32, 0.72, 0, 1) both;
}
.status-shell[data-mode="left"] .status-panel[data-state="closing"] { animation: status-slide-to-left 400ms ease both; }
.status-shell[data-mode="right"] .status-panel {
  right: 0; border-radius: var(--status-radius) 0 0 var(--status-radius);
  animation: status-slide-from-right 400ms cubic-bezier(0.32, 0.72, 0, 1) both;
}
.status-shell[data-mode="right"] .status-panel[data-state="closing"] { animation: status-slide-to-right 400ms ease both; }
@media (max-width: 480px) {
  .status-shell[data-mode="left"] .status-panel,
  .status-shell[data-mode="right"] .status-panel { border-radius: 0; }
}
.status-shell[data-mode] .status-overlay[hidden] { visibility: hidden; animation: none; }
.status-shell[data-mode] .status-panel[hidden] { content-visibility: hidden; clip-path: inset(50%); animation: none; }
.status-shell[data-mode="standalone"] .status-panel {
  position: relative; z-index: auto; width: 100%; max-width: 640px; min-height: 480px; margin: 0 auto;
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
