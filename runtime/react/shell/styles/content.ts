// What goes inside the panel: alerts, toasts, action panels, the share-preview notice, and the few building
// blocks plugins use for sections (cards, muted text). Pages and skeletons are in frame.ts (the loader's frame
// draws them too).
export const CONTENT_CSS = /* css */ `
.status-page-error { color: var(--status-danger); }
.status-card {
  display: flex; flex-direction: column; gap: 8px; padding: 20px;
  border-radius: var(--status-radius-small); background: var(--status-surface);
}
.status-card h2 { font-size: 18px; font-weight: 700; line-height: 1.3; letter-spacing: -0.01em; }
.status-muted { color: var(--status-text-muted); }
.status-content { display: flex; flex-direction: column; gap: 8px; }
.status-content img { display: block; width: 100%; height: auto; border-radius: var(--status-radius-small); }
.status-content h3 { font-size: 16px; font-weight: 700; line-height: 1.3; }
.status-alerts { display: flex; flex-direction: column; gap: 8px; }
.status-alert {
  display: flex; align-items: flex-start; gap: 10px; padding: 12px 16px;
  border-radius: var(--status-radius-small); background: var(--status-surface); font-size: 15px;
}
.status-alert .status-icon { width: 20px; height: 20px; margin-top: 1px; }
.status-alert[data-tone="destructive"] { background: var(--status-danger-bg); color: var(--status-danger); }
.status-alert[data-tone="warning"] { background: var(--status-warning-bg); color: var(--status-warning); }
.status-alert[data-tone="success"] { background: var(--status-success-bg); color: var(--status-success); }
.status-toasts { display: flex; justify-content: center; padding: 0 16px 16px; pointer-events: none; }
.status-toasts[data-placement="panel"] { position: absolute; left: 0; right: 0; z-index: 2; }
.status-toasts[data-placement="page"] { position: fixed; left: 0; right: 0; bottom: 0; z-index: calc(var(--status-z) + 2); }
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
.status-toast .status-icon-button:hover, .status-toast-action:hover { background: rgb(255 255 255 / 0.12); }
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
