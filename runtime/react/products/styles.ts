// Styles of the product card, strip and grid, rendered inside the panel's shadow root with them. They build on
// the shell's tokens (base.ts); every text colour meets WCAG 2.1 AA on the panel's background.
export const PRODUCT_CSS = /* css */ `
.status-products { display: flex; flex-direction: column; gap: 12px; }
.status-products-header { display: flex; align-items: center; gap: 12px; }
.status-products-header h2 { margin-right: auto; }
.status-products-header h2 { font-size: 18px; font-weight: 700; line-height: 1.3; letter-spacing: -0.01em; }
.status-products-all {
  flex: none; display: inline-flex; align-items: center; min-height: 44px; margin: -12px 0;
  font-size: 15px; font-weight: 600; text-decoration: underline; text-underline-offset: 3px;
}
.status-products-list { display: grid; gap: 12px; padding: 0; margin: 0; list-style: none; }
.status-products-list > li { display: flex; min-width: 0; }
.status-products-list > li:empty { display: none; }
/* A strip none of whose cards could be shown (products the store no longer has, or the API failed): no heading
   over nothing. Where :has() is missing (Firefox before 121, Safari before 15.4) the heading stays. */
.status-products:has(> .status-products-list > li):not(:has(> .status-products-list > li:not(:empty))) { display: none; }
.status-products-list[data-layout="strip"] {
  grid-auto-flow: column; grid-auto-columns: max(120px, calc((100% - 24px) / 2.5)); overflow-x: auto; overscroll-behavior-x: contain;
  scroll-snap-type: x proximity; scrollbar-width: thin;
  /* Bleeds to the panel's edges (its pages have 24px sides): cards scroll out under the edge, not the padding. */
  margin: -4px calc(-1 * var(--status-page-inline, 24px)); padding: 4px var(--status-page-inline, 24px) 8px;
  scroll-padding: 0 var(--status-page-inline, 24px);
}
.status-products-list[data-layout="strip"] > li { scroll-snap-align: start; }
.status-products-list[data-layout="grid"] { grid-template-columns: repeat(auto-fill, minmax(136px, 1fr)); row-gap: 20px; }
.status-product {
  display: flex; flex-direction: column; gap: 2px; width: 100%; min-width: 0;
  color: inherit; text-decoration: none; border-radius: var(--status-radius-small);
}
.status-product-frame { position: relative; display: flex; width: 100%; min-width: 0; }
/* Over the image's top right corner (the image is the card's first, square block): nothing moves when it fills. */
.status-product-extras { position: absolute; top: 6px; right: 6px; display: flex; gap: 4px; }
.status-product-media {
  display: block; position: relative; aspect-ratio: 1 / 1; margin-bottom: 6px; overflow: hidden;
  border-radius: var(--status-radius-small); background: var(--status-surface);
}
.status-product-media img {
  display: block; width: 100%; height: 100%; object-fit: cover; transition: transform 250ms ease;
}
@media (hover: hover) { a.status-product:hover .status-product-media img { transform: scale(1.04); } }
@media (hover: hover) { a.status-product:hover .status-product-title { text-decoration: underline; text-underline-offset: 2px; } }
.status-product-title {
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden;
  font-size: 15px; font-weight: 600; line-height: 1.3;
}
.status-product-variant { font-size: 14px; color: var(--status-text-muted); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.status-product-price { font-size: 15px; font-variant-numeric: tabular-nums; }
/* The loading card's blocks are status-skeleton-blocks (the shell's shimmer, which the compositor runs); square media. */
.status-product[data-loading] .status-product-frame { position: relative; display: flex; width: 100%; min-width: 0; }
/* Over the image's top right corner (the image is the card's first, square block): nothing moves when it fills. */
.status-product-extras { position: absolute; top: 6px; right: 6px; display: flex; gap: 4px; }
.status-product-media { height: auto; }
.status-product-line { display: block; height: 14px; margin-top: 4px; border-radius: 6px; }
.status-product-line[data-short] { width: 55%; }
.status-product-item { display: flex; flex-direction: column; gap: 8px; width: 100%; min-width: 0; }
.status-product-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 4px; margin-top: auto; }
.status-products-more {
  display: flex; align-items: center; justify-content: center; width: 100%; aspect-ratio: 1 / 1;
  border-radius: var(--status-radius-small); background: var(--status-surface);
  font-size: 20px; font-weight: 700; color: var(--status-text);
}
/* A round toggle over the image (a plugin's, e.g. the favorite button): 40px, on a light disc so it reads on any photo. */
.status-card-toggle {
  display: flex; align-items: center; justify-content: center; width: 40px; height: 40px; padding: 0; margin: 0;
  border: 0; border-radius: 50%; background: rgba(255, 255, 255, 0.94); color: var(--status-text);
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.22); cursor: pointer; font: inherit;
}
.status-card-toggle-icon { display: flex; width: 22px; height: 22px; }
.status-card-toggle-icon svg { width: 100%; height: 100%; transition: transform 150ms ease; }
@media (hover: hover) { .status-card-toggle:hover .status-card-toggle-icon svg { transform: scale(1.08); } }
.status-card-toggle[aria-pressed="true"] { color: var(--status-favorite-active, #b3261e); }
.status-card-toggle[aria-pressed="true"] svg, .status-card-toggle[aria-pressed="true"] svg * { fill: currentColor; }
.status-card-toggle[aria-busy="true"] { cursor: progress; }
.status-card-toggle:focus-visible { outline: 3px solid var(--status-focus); outline-offset: 2px; }
@media (prefers-reduced-motion: reduce) {
  .status-product-media img, .status-card-toggle-icon svg { transition: none; }
}
`;
