// Favorites' styles, in the panel's shadow root; they build on the shell's tokens (runtime/dom/styles)
// and the product grid's (runtime/react/products/styles.ts). Text colours meet WCAG 2.1 AA.
export const FAVORITES_CSS = /* css */ `
.status-fav { display: flex; flex-direction: column; gap: 16px; }
.status-fav-row-link, .status-fav-collection {
  display: flex; align-items: center; gap: 12px; width: 100%; min-height: 56px; padding: 12px 14px;
  border: 1px solid var(--status-border); border-radius: var(--status-radius-small); background: var(--status-bg);
  color: inherit; font: inherit; text-align: start; text-decoration: none; cursor: pointer;
  transition: background-color 150ms ease;
}
@media (hover: hover) { .status-fav-row-link:hover, .status-fav-collection:hover { background: var(--status-surface); } }
.status-fav-row-link > span { flex: 1; font-weight: 600; }
.status-fav-collections { display: flex; flex-direction: column; gap: 10px; margin: 0; padding: 0; list-style: none; }
.status-fav-collection-text { flex: 1; display: flex; flex-direction: column; min-width: 0; }
.status-fav-collection-name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.status-fav-collection-icon {
  flex: none; display: flex; align-items: center; justify-content: center; width: 44px; height: 44px;
  border-radius: 10px; background: var(--status-surface);
}
.status-fav-collection[aria-disabled="true"] { cursor: default; }
@media (hover: hover) { .status-fav-collection[aria-disabled="true"]:hover { background: var(--status-bg); } }
.status-fav-pill {
  flex: none; display: inline-flex; align-items: center; gap: 4px; min-height: 32px; padding: 0 12px; border-radius: 999px;
  font-size: 14px; font-weight: 600; background: var(--status-accent); color: var(--status-accent-text);
}
.status-fav-pill .status-icon { width: 16px; height: 16px; }
.status-fav-pill[data-added] { background: var(--status-success-bg); color: var(--status-success); }
.status-fav-thumbs {
  flex: none; display: grid; grid-template-columns: repeat(2, 28px); grid-auto-rows: 28px; gap: 2px;
  width: 58px; height: 58px; overflow: hidden; border-radius: 10px; background: var(--status-surface);
}
.status-fav-thumbs[data-count="1"] { grid-template-columns: 58px; grid-auto-rows: 58px; }
.status-fav-thumbs[data-count="2"] { grid-auto-rows: 58px; }
.status-fav-thumbs[data-count="3"] > :first-child { grid-row: span 2; }
.status-fav-thumb { display: flex; align-items: center; justify-content: center; overflow: hidden; background: var(--status-surface); font-size: 12px; font-weight: 700; }
.status-fav-thumb img { display: block; width: 100%; height: 100%; object-fit: cover; }
.status-fav-thumb[data-more] { background: var(--status-border); color: var(--status-text); }
.status-fav-badge {
  display: inline-block; margin-inline-start: 8px; padding: 0 8px; border-radius: 999px; font-size: 12px; font-weight: 600;
  line-height: 20px; color: var(--status-success); background: var(--status-success-bg);
}
.status-fav-new { align-self: flex-start; }
.status-fav-remove { width: 40px; height: 40px; color: var(--status-text-muted); }
@media (hover: hover) { .status-fav-remove:hover { color: var(--status-text); } }
.status-fav-chip {
  display: inline-flex; align-items: center; justify-content: center; gap: 4px; min-height: 40px; padding: 0 8px;
  border: 1px solid var(--status-border); border-radius: 999px; font-size: 13px; font-weight: 600; text-decoration: none;
  /* As wide as its label on one line: where that does not fit beside remove, the chip takes a line of its own
     (the row wraps), and only a card narrower than the label wraps its words rather than spilling past the card. */
  flex: 1 0 auto; max-width: 100%; line-height: 1.2; text-align: center;
}
@media (hover: hover) { .status-fav-chip:hover { background: var(--status-surface); } }
.status-fav-chip .status-icon { width: 16px; height: 16px; }
.status-fav .status-product-actions { flex-wrap: wrap; justify-content: space-between; }
.status-fav-form { display: flex; flex-direction: column; gap: 16px; }
.status-fav-field { display: flex; flex-direction: column; gap: 6px; }
.status-fav-field label { font-weight: 600; }
.status-fav-input {
  min-height: 48px; padding: 0 16px; border: 1px solid #71717a; border-radius: var(--status-radius-small);
  background: var(--status-bg); font-size: 16px; min-width: 0;
}
.status-fav-input[aria-invalid="true"] { border-color: var(--status-danger); }
.status-fav-error { color: var(--status-danger); font-size: 15px; }
.status-fav-form-actions { display: flex; gap: 8px; }
.status-fav-form-actions .status-button { flex: 1; }
.status-fav .status-button:disabled { opacity: 0.5; cursor: not-allowed; }
.status-fav .status-button[aria-disabled="true"] { opacity: 0.7; cursor: progress; }
.status-fav-edit { background: var(--status-bg); border: 1px solid var(--status-border); }
.status-fav-edit-actions { display: flex; flex-direction: column; gap: 8px; }
.status-fav-edit-actions .status-button { justify-content: flex-start; }
.status-fav-danger { color: var(--status-danger); }
.status-fav-summary { display: flex; align-items: center; font-size: 15px; }
.status-fav-summary-card { display: flex; align-items: center; gap: 14px; min-width: 0; }
.status-fav-summary-media { flex: none; width: 64px; height: 64px; overflow: hidden; border-radius: 10px; background: var(--status-surface); }
.status-fav-summary-media img { display: block; width: 100%; height: 100%; object-fit: cover; }
.status-fav-nav {
  position: sticky; bottom: 16px; z-index: 1; display: flex; gap: 8px; justify-content: center; align-self: center;
  margin-top: auto; padding: 6px; border-radius: 999px; background: var(--status-bg);
  box-shadow: 0 6px 24px rgb(9 9 11 / 0.16), 0 1px 3px rgb(9 9 11 / 0.1);
}
.status-fav-nav .status-button { min-height: 44px; padding: 0 20px; }
.status-fav-empty { align-items: flex-start; }
.status-fav-empty .status-button { margin-top: 8px; }
`;
