// The login plugin's few styles, rendered inside the panel's shadow root next to the forms (styles.tsx), and
// drawn with the guest's login card the loader's frame shows while the panel loads (app/frame-login.ts). They
// build on the shell's tokens and building blocks (status-card, status-button, status-muted).
/**
 * The form's own rules, with Google's row and the privacy line: the card the loader's frame draws
 * (app/frame-login.ts) takes only these.
 */
export const FORM_CSS = /* css */ `
.status-login { display: flex; flex-direction: column; gap: 16px; }
.status-login form { display: flex; flex-direction: column; gap: 12px; }
.status-login-field { display: flex; flex-direction: column; gap: 6px; }
.status-login-field label { font-weight: 600; }
.status-login-input {
  min-height: 48px; padding: 0 16px; border: 1px solid #71717a; border-radius: var(--status-radius-small);
  background: var(--status-bg); font-size: 16px;
}
.status-login-input[aria-invalid="true"] { border-color: var(--status-danger); }
.status-login .status-button { width: 100%; }
.status-login-check { display: flex; align-items: flex-start; gap: 10px; font-size: 15px; }
.status-login-check input { width: 20px; height: 20px; margin: 1px 0 0; accent-color: var(--status-accent); }
.status-login .status-button[aria-disabled="true"], .status-login .status-button:disabled { opacity: 0.7; cursor: progress; }
.status-login-divider { display: flex; align-items: center; gap: 12px; color: var(--status-text-muted); }
.status-login-divider::before, .status-login-divider::after { content: ""; flex: 1; border-top: 1px solid var(--status-border); }
.status-login-legal { font-size: 14px; color: var(--status-text-muted); }
.status-login-legal a { color: inherit; text-decoration: underline; text-underline-offset: 2px; }
`;

const REST_CSS = /* css */ `
.status-login-error { color: var(--status-danger); font-size: 15px; }
.status-login-error:empty { display: none; }
.status-login__actions { display: grid; gap: 12px; }
.status-code { display: flex; gap: 12px; }
.status-code input {
  width: 56px; height: 64px; text-align: center; font-size: 28px; font-weight: 700;
  border: 1px solid #71717a; border-radius: var(--status-radius-small); background: var(--status-bg);
}
.status-code input[aria-invalid="true"] { border-color: var(--status-danger); }
.status-code input[readonly] { opacity: 0.7; }
.status-login-link {
  align-self: flex-start; min-height: 44px; padding: 0; border: 0; background: none; font-weight: 600;
  text-decoration: underline; text-underline-offset: 3px; cursor: pointer;
}
.status-wait { display: flex; align-items: center; gap: 12px; }
.status-spinner {
  display: inline-block; flex: none; box-sizing: border-box; vertical-align: middle;
  width: 28px; height: 28px; border-radius: 50%; border: 3px solid var(--status-border);
  border-top-color: var(--status-accent); animation: status-spin 800ms linear infinite;
}
.status-button .status-spinner { width: 18px; height: 18px; border-width: 2px; border-top-color: currentColor; }
@keyframes status-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .status-spinner { animation-duration: 2400ms; } }
`;

// Pure: the frame's card, importing FORM_CSS only, leaves the rest out.
export const LOGIN_CSS = /* @__PURE__ */ [FORM_CSS, REST_CSS].join('\n');
