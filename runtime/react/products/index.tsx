// Product display for every plugin: the card, the strip and the grid. Loaded on demand through the
// public entry's `loadProductUi()`, so none of it is in the panel's first open.
export { ProductCard, ProductCardSkeleton } from './ProductCard.tsx';
export type { ProductCardProps } from './ProductCard.tsx';
export { ProductStrip, STRIP_MAX_ITEMS, STRIP_SKELETONS } from './ProductStrip.tsx';
export type { ProductStripProps } from './ProductStrip.tsx';
export { ProductGrid } from './ProductGrid.tsx';
export { ScrollArrows } from './ScrollArrows.tsx';
export type { ProductGridProps } from './ProductGrid.tsx';
export { formatMoney, productPrice } from '../../dom/price.ts';
export { PRODUCT_CSS } from './styles.ts';
// The browser's recently viewed products and unsent collection views (written by the loader on pagehide), for
// the plugin that shows them.
export {
  markCollectionViewsSent, markViewsSent, readCollectionViews, readRecentlyViewed, RECENTLY_VIEWED_SHOWN, RECENTLY_VIEWED_STORED,
  unsentViews, withView,
} from '../../dom/recently-viewed.ts';
