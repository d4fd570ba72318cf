// The one product card: image, title, variant, price in the shop's currency,
// link to the product. Data comes from the runtime's batching client (runtime/api/products.ts: one
// POST /products/batch per 250 ms window, cached a day, nothing sent on a cache hit). An image that fails
// to load: the data is refreshed and, if the image is unchanged, fetched again ignoring the
// API cache after 250 ms (ProductClient.refreshOnImageError); the card then tries the image once more and,
// if it fails again, keeps a plain tile instead of a broken image.
//
// Over the image, outside the link, sits the `product.card` slot: the favorites plugin's button when the
// merchant turned on in-app buttons (wishlist.showInAppButtons). It is positioned over the image, so
// a fill arriving later moves nothing.
import { useEffect, useState } from 'react';
import type { ProductData, ProductRef } from '../../api/product-types.ts';
import { useSnapshot } from 'valtio/react';
import { safeUrl } from '../../url-policy.ts';
import { Slot } from '../Slot.tsx';
import { useRuntime, useStore } from '../context.tsx';
import { productPrice } from '../../dom/price.ts';

export interface ProductCardProps {
  /** A product id, or a full reference (variant type, image size). */
  product: ProductRef | string | number;
  /** Called once when the API does not know the product (the card then renders nothing). */
  onMissing?: () => void;
  /** Renders the `product.card` slot over the image (default true; off where the page has its own controls). */
  extras?: boolean;
  /** Renders nothing for a product the API says is not available (sold out), with showAllProducts off. */
  hideUnavailable?: boolean;
}

type CardState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'ready'; data: ProductData; attempt: number; imageFailed: boolean };

const toRef = (product: ProductCardProps['product']): ProductRef =>
  typeof product === 'object' ? product : { id: product };

export function ProductCard({ product, onMissing, extras = true, hideUnavailable = false }: ProductCardProps) {
  const runtime = useRuntime();
  const { auth, customer } = useStore();
  const locale = useSnapshot(runtime.store.config.locale);
  const ref = toRef(product);
  const key = `${ref.type ?? ''}:${String(ref.id)}:${ref.size ?? ''}`;
  const [state, setState] = useState<CardState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    runtime.products.load(ref).then(
      (data) => live && setState({ status: 'ready', data, attempt: 0, imageFailed: false }),
      (error: unknown) => {
        if (!live) return;
        setState({ status: 'missing' });
        if ((error as Error)?.name === 'ProductMissingError') onMissing?.();
        else runtime.report({ error, where: 'product card' });
      },
    );
    return () => {
      live = false;
    };
    // `key` stands for `ref`: a new object with the same product must not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime, key]);

  if (state.status === 'loading') return <ProductCardSkeleton />;
  if (state.status === 'missing') return null;

  const { data, attempt, imageFailed } = state;
  if (hideUnavailable && data.available === false) return null;
  const onImageError = () => {
    if (attempt > 0) {
      setState({ ...state, imageFailed: true });
      return;
    }
    setState({ ...state, attempt: 1 });
    runtime.products.refreshOnImageError(ref, data.image).then(
      (fresh) => setState((now) => (now.status === 'ready' ? { status: 'ready', data: fresh, attempt: 2, imageFailed: false } : now)),
      () => setState((now) => (now.status === 'ready' ? { ...now, imageFailed: true } : now)),
    );
  };

  const href = safeUrl(data.url);
  const image = imageFailed ? null : safeUrl(data.image);
  const price = productPrice(data, locale);
  const body = (
    <>
      <span className="status-product-media">
        {image && attempt !== 1 ? (
          // The title names the link; the picture adds nothing a screen reader needs.
          <img key={`${attempt}:${image}`} src={image} alt="" loading="lazy" decoding="async" onError={onImageError} />
        ) : null}
      </span>
      <span className="status-product-title">{data.title}</span>
      {data.variantTitle ? <span className="status-product-variant">{data.variantTitle}</span> : null}
      {price ? <span className="status-product-price">{price}</span> : null}
    </>
  );
  const card = href ? (
    <a className="status-product" href={href}>
      {body}
    </a>
  ) : (
    <div className="status-product">{body}</div>
  );
  if (!extras) return card;
  // The card's product: the data's ids when the API sent them (a variant reference's product), else the reference's.
  const productId = data.productId ?? (ref.type === 'variant' ? null : ref.id);
  if (productId === null || productId === undefined || productId === '') return card;
  const variantId = data.variantId ?? (ref.type === 'variant' ? ref.id : null);
  const context = {
    isSignedIn: auth.isSignedIn,
    isCustomer: auth.isSignedIn && !!customer?.customerId,
    customer: customer ?? null,
    productId: String(productId),
    variantId: variantId === null || variantId === undefined || variantId === '' ? null : String(variantId),
    title: data.title,
  };
  return (
    <div className="status-product-frame">
      {card}
      <Slot id="product.card" context={context}>
        {(fills) => <div className="status-product-extras">{fills}</div>}
      </Slot>
    </div>
  );
}

/** A card-shaped placeholder with the card's size, so nothing moves when the data arrives. */
export function ProductCardSkeleton() {
  return (
    <span className="status-product" data-loading="" aria-hidden="true">
      <span className="status-product-media status-skeleton-block" />
      <span className="status-product-line status-skeleton-block" />
      <span className="status-product-line status-skeleton-block" data-short="" />
    </span>
  );
}
