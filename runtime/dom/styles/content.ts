// What only the React shell draws, after the frame's rules (frame.ts; the loader carries those, so nothing the
// frame does not draw goes there): the few building blocks plugins use for sections (buttons, cards, muted text,
// one section heading), visually hidden text, the header's back button, the bottom nav's tabs, page slides; then
// what goes inside pages: alerts, toasts, action panels, the share-preview notice.
/** The building blocks sections are drawn with (buttons, cards, muted text, a card's heading): the frame's login
 * card (app/frame-login.ts) draws with these too. */
export const BLOCKS_CSS = /* css */ `
.status-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  min-height: 48px; padding: 0 24px; text-align: center; border: 1px solid var(--status-border); border-radius: 999px;
  background: var(--status-bg); font-weight: 600; text-decoration: none; cursor: pointer;
  transition: background-color 150ms ease, transform 150ms ease;
}
@media (hover: hover) { .status-button:hover { background: var(--status-surface); } }
.status-button[data-variant="primary"] { background: var(--status-accent); border-color: var(--status-accent); color: var(--status-accent-text); }
@media (hover: hover) { .status-button[data-variant="primary"]:hover { opacity: 0.9; } }
.status-button:active { transform: scale(0.98); }
.status-card {
  display: flex; flex-direction: column; gap: 8px; padding: 20px;
  border-radius: var(--status-radius-small); background: var(--status-surface);
}
.status-muted { color: var(--status-text-muted); }
.status-card h2, .status-content h2 { font-size: 18px; font-weight: 700; line-height: 1.3; letter-spacing: -0.01em; }
`;

const SHELL_CSS = /* css */ `
.status-visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip-path: inset(50%); white-space: nowrap; border: 0;
}
.status-header:has(> .status-icon-button:first-child) { padding-left: 12px; }
.status-header > .status-icon-button:first-child + .status-heading { font-size: 20px; letter-spacing: -0.01em; }
.status-header[data-heading-hidden] { justify-content: space-between; }
.status-nav ul { display: flex; height: 100%; margin: 0; padding: 0 8px; list-style: none; }
.status-nav li { flex: 1; display: flex; }
.status-nav a {
  flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 2px;
  margin: 4px; border-radius: var(--status-radius-small);
  color: var(--status-text-muted); font-size: 12px; font-weight: 600; line-height: 1.2; text-decoration: none;
  transition: color 150ms ease;
}
.status-nav a[aria-current="page"] { color: var(--status-text); }
.status-nav .status-icon {
  box-sizing: content-box; width: 22px; height: 22px; padding: 3px 16px; border-radius: 999px;
  transition: background-color 150ms ease;
}
.status-nav a[aria-current="page"] .status-icon { background: var(--status-surface); stroke-width: 2.25; }
@media (hover: hover) {
  .status-nav a:hover { color: var(--status-text); }
  .status-nav a:hover .status-icon { background: var(--status-surface); }
}
.status-layer { position: absolute; inset: 0; z-index: 3; pointer-events: none; }
.status-layer:empty { display: none; }
.status-page[data-transition="slide-forward"] { animation: status-enter-forward 280ms cubic-bezier(0.2, 0.8, 0.2, 1) both; }
.status-page[data-transition="slide-back"] { animation: status-enter-back 280ms cubic-bezier(0.2, 0.8, 0.2, 1) both; }
@keyframes status-enter-forward { from { opacity: 0; transform: translateX(32px); } }
@keyframes status-enter-back { from { opacity: 0; transform: translateX(-32px); } }
@keyframes status-toast-in { from { opacity: 0; transform: translateY(12px); } }
.status-page-error { color: var(--status-danger); }
/* A page's sections off screen are neither laid out nor painted until they come near the viewport, and a
   shown section keeps its size while off screen (content-visibility: auto, the remembered size of auto). A
   long For you is mostly below the fold: showing Jane's again repainted all of it (~3,300px, every strip's
   images). The containment clips a section's overflow, and product strips bleed to the panel's edges, so only
   where the clip edge can be moved out (overflow-clip-margin; elsewhere sections paint as before). And only
   with the bottom nav shown: the focus trap leaves what a skipped section holds out of its tabbable nodes
   (tabbable's checkVisibility counts content-visibility: auto as hidden), so it needs its first and last
   stops outside the page (header, nav) to let Tab walk into sections below the fold. */
@supports (overflow-clip-margin: 1px) {
  .status-panel[data-nav] .status-page > section {
    content-visibility: auto; contain-intrinsic-size: auto 240px; overflow-clip-margin: var(--status-page-inline, 24px);
  }
}
.status-content { display: flex; flex-direction: column; gap: 8px; }
.status-content img { display: block; width: 100%; height: auto; border-radius: var(--status-radius-small); }
/* A merchant's list of links (content blocks): rows in one bordered group with a chevron, like Profile's links. */
.status-link-list { list-style: none; margin: 0; padding: 0; border: 1px solid var(--status-border); border-radius: var(--status-radius-small); overflow: hidden; }
.status-link-list li + li { border-top: 1px solid var(--status-border); }
.status-link-list a { display: flex; align-items: center; gap: 12px; min-height: 52px; padding: 0 16px; color: inherit; font-weight: 600; text-decoration: none; }
.status-link-list a::after { content: ""; flex: none; margin-left: auto; width: 7px; height: 7px; border: solid var(--status-text-muted); border-width: 2px 2px 0 0; transform: rotate(45deg); }
.status-link-list a:focus-visible { outline-offset: -3px; }
@media (hover: hover) { .status-link-list a:hover { background: var(--status-surface); } }
.status-alerts { display: flex; flex-direction: column; gap: 8px; }
.status-alert {
  display: flex; align-items: flex-start; gap: 10px; padding: 12px 16px;
  border-radius: var(--status-radius-small); background: var(--status-surface); font-size: 15px;
}
.status-alert .status-icon { width: 20px; height: 20px; margin-top: 1px; }
.status-alert[data-tone="destructive"] { background: var(--status-danger-bg); color: var(--status-danger); }
.status-alert[data-tone="warning"] { background: var(--status-warning-bg); color: var(--status-warning); }
.status-alert[data-tone="success"] { background: var(--status-success-bg); color: var(--status-success); }
.status-toasts { left: 0; right: 0; display: flex; justify-content: center; padding: 0 16px 16px; pointer-events: none; }
.status-toasts[data-placement="panel"] { position: absolute; z-index: 2; }
.status-toasts[data-placement="page"] { position: fixed; bottom: 0; z-index: calc(var(--status-z) + 2); }
.status-toast {
  pointer-events: auto; display: flex; align-items: center; gap: 8px; width: 100%; max-width: 440px;
  padding: 6px 6px 6px 16px; border-radius: 14px; background: var(--status-toast-bg); color: var(--status-toast-text);
  box-shadow: 0 8px 24px rgb(9 9 11 / 0.24); animation: status-toast-in 220ms cubic-bezier(0.2, 0.8, 0.2, 1) both;
}
.status-toast[data-tone="destructive"] { background: var(--status-danger); }
.status-toast[data-anchored] { position: fixed; width: max-content; max-width: min(360px, calc(100vw - 32px)); }
.status-toast .status-icon { width: 20px; height: 20px; }
.status-toast-message { flex: 1; font-size: 15px; padding: 8px 0; }
.status-toast-action {
  flex: none; min-height: 44px; padding: 0 12px; border: 0; border-radius: 10px; background: transparent;
  font-weight: 700; text-decoration: underline; text-underline-offset: 3px; cursor: pointer;
}
@media (hover: hover) { .status-toast .status-icon-button:hover, .status-toast-action:hover { background: rgb(255 255 255 / 0.12); } }
.status-toast :focus-visible { outline-color: #ffffff; }
.status-action-layer { position: absolute; inset: 0; display: flex; align-items: flex-end; pointer-events: auto; }
.status-action-scrim { position: absolute; inset: 0; background: var(--status-overlay); animation: status-fade-in 200ms ease both; }
.status-action-panel {
  position: relative; display: flex; flex-direction: column; width: 100%; max-height: 50%;
  background: var(--status-bg); border-radius: var(--status-radius) var(--status-radius) 0 0;
  box-shadow: var(--status-shadow); animation: status-slide-up 300ms cubic-bezier(0.32, 0.72, 0, 1) both;
}
.status-action-panel[data-height="tall"] { height: 92.5%; max-height: none; }
.status-action-header { display: flex; align-items: center; gap: 8px; padding: 12px 12px 4px 24px; }
.status-action-header h2 { flex: 1; font-size: 20px; font-weight: 700; letter-spacing: -0.01em; }
.status-action-body { flex: 1; min-height: 0; overflow-y: auto; padding: 8px 24px 24px; }
.status-action-footer { padding: 12px 24px 24px; border-top: 1px solid var(--status-border); display: flex; }
.status-action-footer .status-button { flex: 1; }
.status-notice { display: flex; flex-direction: column; align-items: flex-start; gap: 24px; padding-top: 4px; }
.status-notice p { font-size: 17px; color: var(--status-text-muted); }
`;

// Pure: a module that imports only BLOCKS_CSS (the frame's login card) leaves the rest out.
export const CONTENT_CSS = /* @__PURE__ */ [BLOCKS_CSS, SHELL_CSS].join('\n');
