// Design tokens and base styles. Theme colours are CSS custom properties on the shadow host: the merchant's look
// (runtime/dom/look.ts) replaces them, as customCss can (`:host { --status-accent: #0b5fff; }`). No
// --status-font by default: the panel then inherits the store's font (an unset variable inherits).
// Every text colour meets WCAG 2.1 AA contrast (4.5:1) on the backgrounds it is used on.
export const BASE_CSS = /* css */ `
:host {
  all: initial;
  display: block;
  font-family: inherit;
  --status-bg: #ffffff;
  --status-surface: #f4f4f5;
  --status-text: #18181b;
  --status-text-muted: #52525b;
  --status-border: #e4e4e7;
  --status-accent: #18181b;
  --status-accent-text: #ffffff;
  --status-focus: #2563eb;
  --status-overlay: rgb(9 9 11 / 0.5);
  --status-radius: 20px;
  --status-radius-small: 12px;
  --status-shadow: 0 -8px 40px rgb(9 9 11 / 0.16), 0 2px 8px rgb(9 9 11 / 0.08);
  --status-danger: #b42318;
  --status-danger-bg: #fef3f2;
  --status-warning: #93370d;
  --status-warning-bg: #fffaeb;
  --status-success: #05603a;
  --status-success-bg: #ecfdf3;
  --status-toast-bg: #18181b;
  --status-toast-text: #ffffff;
  --status-z: 2147483000;
}
.status-root {
  font-family: var(--status-font);
  font-size: 16px;
  line-height: 1.5;
  color: var(--status-text);
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
  text-align: start;
}
.status-root *, .status-root *::before, .status-root *::after { box-sizing: border-box; }
.status-root :where(h1, h2, h3, h4, p, ul, ol, figure) { margin: 0; }
.status-root :where(button, input, select, textarea) { font: inherit; color: inherit; }
.status-root :where(a) { color: inherit; }
.status-root :focus { outline: none; }
.status-root :focus-visible { outline: 3px solid var(--status-focus); outline-offset: 2px; }
/* A heading focused on a page change (tabindex -1) is not a control: no ring, the reader still announces it. */
.status-root [tabindex="-1"]:focus-visible { outline: none; }
.status-icon { flex: none; display: block; }
.status-icon-button {
  flex: none; display: inline-flex; align-items: center; justify-content: center;
  width: 44px; height: 44px; padding: 0; border: 0; border-radius: 999px;
  background: transparent; cursor: pointer; transition: background-color 150ms ease;
}
@media (hover: hover) { .status-icon-button:hover { background: var(--status-surface); } }
`;
