// The orders tab's and receipt's styles, in the panel's shadow root, on the shell's tokens.
export const ORDERS_CSS = /* css */ `
.status-orders { display: flex; flex-direction: column; gap: 12px; }
.status-orders-empty { align-items: flex-start; }
.status-orders-empty .status-button { margin-top: 8px; }
.status-orders-list { display: flex; flex-direction: column; gap: 12px; margin: 0; padding: 0; list-style: none; }
.status-order-card {
  display: grid; grid-template-columns: minmax(0, 1fr) auto; align-items: center; gap: 12px; padding: 16px;
  border: 1px solid var(--status-border); border-radius: var(--status-radius-small); background: var(--status-bg);
  color: inherit; text-decoration: none; transition: background-color 150ms ease;
}
@media (hover: hover) { .status-order-card:hover { background: var(--status-surface); } }
.status-order-text { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.status-order-label { font-size: 16px; font-weight: 700; line-height: 1.35; }
.status-order-meta { font-size: 15px; color: var(--status-text-muted); }
.status-order-label[data-tone="canceled"], .status-order-meta[data-tone="canceled"] { color: var(--status-danger); }
.status-order-chevron { grid-row: 1; grid-column: 2; width: 20px; height: 20px; color: var(--status-text-muted); }
.status-order-thumbs { grid-column: 1 / -1; display: flex; gap: 8px; margin: 4px 0 0; padding: 0; list-style: none; }
.status-order-thumbs > li {
  flex: none; width: 56px; height: 56px; overflow: hidden; border-radius: calc(var(--status-radius-small) - 4px);
  background: var(--status-surface); display: flex; align-items: center; justify-content: center;
}
.status-order-thumbs img { display: block; width: 100%; height: 100%; object-fit: cover; }
.status-order-more-items { font-size: 15px; font-weight: 700; }
.status-orders-more { align-self: center; min-width: 200px; }
.status-orders-more[aria-disabled="true"] { opacity: 0.7; cursor: progress; }
.status-receipt { display: flex; flex-direction: column; gap: 16px; }
.status-receipt section { display: flex; flex-direction: column; gap: 10px; }
.status-receipt h2 { font-size: 17px; font-weight: 700; line-height: 1.3; }
.status-receipt-status { padding: 16px; border-radius: var(--status-radius-small); background: var(--status-surface); gap: 4px !important; }
.status-receipt-status strong { font-size: 17px; }
.status-receipt-status h2 { margin-bottom: 8px; }
.status-receipt-status h2 + p { margin: -6px 0 8px; }
.status-receipt-status[data-tone="canceled"] strong { color: var(--status-danger); }
.status-receipt-lines { display: flex; flex-direction: column; gap: 12px; margin: 0; padding: 0; list-style: none; }
.status-receipt-line { display: grid; grid-template-columns: 64px minmax(0, 1fr) auto; gap: 12px; align-items: center; }
.status-receipt-media {
  width: 64px; height: 64px; overflow: hidden; border-radius: calc(var(--status-radius-small) - 4px); background: var(--status-surface);
}
.status-receipt-media img { display: block; width: 100%; height: 100%; object-fit: cover; }
.status-receipt-line-text { display: flex; flex-direction: column; gap: 2px; min-width: 0; font-size: 15px; }
.status-receipt-line-title { font-weight: 600; color: inherit; text-decoration: none; }
@media (hover: hover) { a.status-receipt-line-title:hover { text-decoration: underline; text-underline-offset: 2px; } }
.status-receipt-line[data-unavailable] .status-receipt-media { opacity: 0.5; }
.status-receipt-line[data-unavailable] .status-receipt-price { text-decoration: line-through; color: var(--status-text-muted); }
.status-receipt-price { font-variant-numeric: tabular-nums; font-size: 15px; }
.status-receipt-totals { display: grid; grid-template-columns: 1fr auto; gap: 6px 12px; margin: 0; font-size: 15px; font-variant-numeric: tabular-nums; }
.status-receipt-totals dt { color: var(--status-text-muted); }
.status-receipt-totals dd { margin: 0; text-align: right; }
.status-receipt-totals .status-receipt-total { color: inherit; font-weight: 700; font-size: 16px; }
.status-receipt address { font-style: normal; line-height: 1.5; font-size: 15px; }
.status-receipt-actions { display: flex; flex-direction: column; gap: 10px; }
.status-receipt-actions .status-button[aria-disabled="true"] { opacity: 0.7; cursor: progress; }
.status-receipt-links { display: flex; flex-wrap: wrap; gap: 8px 16px; }
.status-receipt-link { font-weight: 600; color: inherit; text-decoration: underline; text-underline-offset: 3px; min-height: 44px; display: inline-flex; align-items: center; }
.status-receipt-confirm {
  padding: 16px; border: 1px solid var(--status-border); border-radius: var(--status-radius-small); background: var(--status-bg);
}
.status-receipt-confirm h2:focus { outline: none; }
.status-receipt-confirm-buttons { display: flex; flex-direction: column; gap: 8px; }
.status-receipt-confirm-buttons .status-button { white-space: nowrap; }
.status-button[data-variant="destructive"] { background: var(--status-danger); border-color: var(--status-danger); color: #ffffff; }
.status-receipt-problem { align-items: flex-start; }
.status-receipt { container-type: inline-size; }
@container (min-width: 560px) {
  .status-receipt-actions, .status-receipt-confirm-buttons { flex-direction: row; }
  .status-receipt-actions .status-button, .status-receipt-confirm-buttons .status-button { flex: 1; }
}
`;
