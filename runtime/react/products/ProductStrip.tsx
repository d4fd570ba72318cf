// A titled, horizontally scrolling row of product cards (at most N items, 4 skeletons while loading)
// with a "View all" link to the list's page (`#status-collection:{name}`) and arrows for a mouse; the cards are
// sized so the next one always peeks in at the edge, the hint that the row scrolls. Hidden when the list is
// empty, unless `empty` gives something to show, and when none of its cards could be shown (styles.ts).
import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import type { ProductRef } from '../../api/product-types.ts';
import { useNavigate } from '../context.tsx';
import { ProductCard, ProductCardSkeleton } from './ProductCard.tsx';
import { ScrollArrows } from './ScrollArrows.tsx';
import { PRODUCT_CSS } from './styles.ts';

/** Collection strips show at most 12 items; skeletons: 4 in a strip. */
export const STRIP_MAX_ITEMS = 12;
export const STRIP_SKELETONS = 4;

export interface ProductStripProps {
  heading: string;
  /** The products, or null while they load. */
  products: readonly (ProductRef | string | number)[] | null;
  /** At most this many cards (default 12). */
  max?: number;
  /** Route hash of the full list, e.g. `#status-collection:recentlyViewed`; no link without it. */
  viewAllHash?: string;
  viewAllLabel?: string;
  /** Accessible name of the "View all" link (default: "View all {heading}" style text is the caller's). */
  viewAllAccessibleLabel?: string;
  loadingLabel?: string;
  /** Shown instead of hiding the strip when the list is empty. */
  empty?: ReactNode;
  /** Leaves out products the API says are not available (showAllProducts off). */
  hideUnavailable?: boolean;
}

const keyOf = (product: ProductRef | string | number): string =>
  typeof product === 'object' ? `${product.type ?? ''}:${String(product.id)}` : String(product);

export function ProductStrip({
  heading, products, max = STRIP_MAX_ITEMS, viewAllHash, viewAllLabel = 'View all', viewAllAccessibleLabel,
  loadingLabel = 'Loading', empty, hideUnavailable = false,
}: ProductStripProps) {
  const headingId = useId();
  const navigate = useNavigate();
  const row = useRef<HTMLUListElement>(null);
  if (products && products.length === 0 && !empty) return null;
  const shown = products?.slice(0, Math.max(0, max));
  const onViewAll = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!viewAllHash || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(viewAllHash);
  };
  return (
    <section className="status-products" aria-labelledby={headingId} aria-busy={products ? undefined : true}>
      <style>{PRODUCT_CSS}</style>
      <div className="status-products-header">
        <h2 id={headingId}>{heading}</h2>
        {viewAllHash && shown && shown.length > 0 ? (
          <a className="status-products-all" href={viewAllHash} onClick={onViewAll} aria-label={viewAllAccessibleLabel}>
            {viewAllLabel}
          </a>
        ) : null}
        {shown && shown.length > 0 ? <ScrollArrows track={row} /> : null}
      </div>
      {!shown ? (
        <ul className="status-products-list" data-layout="strip" aria-label={loadingLabel}>
          {Array.from({ length: STRIP_SKELETONS }, (_, i) => (
            <li key={i}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      ) : shown.length === 0 ? (
        empty
      ) : (
        <ul className="status-products-list" data-layout="strip" ref={row}>
          {shown.map((product) => (
            <li key={keyOf(product)}>
              <ProductCard product={product} hideUnavailable={hideUnavailable} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
