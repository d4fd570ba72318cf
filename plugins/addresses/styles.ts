// The addresses plugin's styles, inside the panel's shadow root, on the shell's tokens.
export const ADDRESSES_CSS = /* css */ `
.status-addresses { display: flex; flex-direction: column; gap: 16px; }
.status-address-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 12px; }
.status-address { border: 1px solid var(--status-border); border-radius: var(--status-radius); padding: 16px; display: flex; flex-direction: column; gap: 12px; }
.status-address address { font-style: normal; line-height: 1.45; }
.status-address-name { font-weight: 600; display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
.status-address-badge { font-size: 13px; font-weight: 600; padding: 2px 8px; border-radius: 999px; background: var(--status-surface); border: 1px solid var(--status-border); }
.status-address-actions { display: flex; gap: 8px; flex-wrap: wrap; }
.status-address-actions .status-button { flex: 1 1 auto; min-width: 120px; }
.status-address-actions .status-button[aria-disabled="true"] { opacity: 0.6; cursor: progress; }
.status-form { display: flex; flex-direction: column; gap: 16px; }
.status-form-row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
@media (max-width: 360px) { .status-form-row { grid-template-columns: 1fr; } }
.status-field { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.status-field label { font-weight: 600; }
.status-field .status-optional { font-weight: 400; color: var(--status-text-muted); }
.status-input {
  min-height: 48px; padding: 0 14px; border: 1px solid #71717a; border-radius: var(--status-radius-small);
  background: var(--status-bg); color: inherit; font: inherit; font-size: 16px; width: 100%; box-sizing: border-box;
}
select.status-input { padding-right: 8px; }
.status-input:focus-visible { outline: 3px solid var(--status-focus); outline-offset: 1px; }
.status-input[aria-invalid="true"] { border-color: var(--status-danger); border-width: 2px; }
.status-field-error { font-size: 14px; color: var(--status-danger); margin: 0; }
.status-check { display: flex; align-items: flex-start; gap: 10px; }
.status-check input { width: 20px; height: 20px; margin: 2px 0 0; accent-color: var(--status-accent); }
.status-form .status-button { width: 100%; }
.status-form .status-button[aria-busy="true"], .status-confirm .status-button[aria-busy="true"] { cursor: progress; opacity: 0.7; }
.status-confirm { display: flex; flex-direction: column; gap: 12px; border: 1px solid var(--status-danger); border-radius: var(--status-radius); padding: 16px; }
.status-confirm h2 { font-size: 17px; margin: 0; }
.status-confirm p { margin: 0; }
.status-confirm-actions { display: flex; gap: 8px; }
.status-confirm-actions .status-button { flex: 1; }
.status-button[data-variant="danger"] { color: var(--status-danger); }
`;
