// The saved-from-cart page: the items cart sync recorded, newest first. Each row shows the product
// (from the runtime's batch product client: one POST /products/batch for the whole list), "Add to cart" and
// remove. Add to cart goes to the shop's cart/add.js and then to the cart page when `saved.redirectToCart`
// (default true); a refusal is classified into its toast (sold out, missing, failed).
import { useEffect, useState } from 'react';
import { addToCart, EmptyCard, ListStatus, recordCartReferrals, usePlugin, useResource, useSnapshot, type ProductData } from '../../runtime/public.ts';
import { listSaved, removeSaved, shop, shopUrl, SOURCE_VALUE, type SavedItem } from './api.ts';
import type { manifest } from './index.ts';
import { SAVED_CSS } from './styles.ts';

/** The plugin's state: `version` is bumped when POST /saved/cart answered (cart sync recorded items), and the list reloads. */
export interface SavedState {
  version: number;
}

export default function SavedPage() {
  const { ctx, state } = usePlugin<typeof manifest, unknown, SavedState>();
  const { version } = useSnapshot(state);
  const list = useResource((signal) => listSaved(ctx.api, signal), [ctx, version], {
    keep: true,
    onError: (error) => ctx.report(error, 'saved: POST /saved/cart/items'),
  });
  const t = ctx.i18n.t;

  // Gone at once; a refused remove says so and shows the list the server kept.
  const remove = async (item: SavedItem) => {
    list.update((items) => items.filter((i) => i.id !== item.id));
    try {
      await removeSaved(ctx.api, item.id);
    } catch (error) {
      ctx.report(error, 'saved: DELETE /saved/cart/{id}');
      ctx.toast({ message: t('removeError'), tone: 'destructive' });
      list.retry();
    }
  };

  return (
    <div className="status-saved">
      <style data-status="saved">{SAVED_CSS}</style>
      <ListStatus
        resource={list}
        loadingLabel={t('panel.loading')}
        errorText={t('loadError')}
        retryLabel={t('retry')}
        empty={
          <EmptyCard heading={t('emptyHeading')} text={t('emptyText')} className="status-saved-empty">
            <a className="status-button" data-variant="primary" href={ctx.store.config.routes.root}>
              {t('startShopping')}
            </a>
          </EmptyCard>
        }
      />
      {list.status === 'ready' ? (
        <ul className="status-saved-list">
          {list.data.map((item) => (
            <SavedRow key={item.id} item={item} onRemove={remove} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

type Product = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; data: ProductData };

function SavedRow({ item, onRemove }: { item: SavedItem; onRemove: (item: SavedItem) => void }) {
  const { ctx, settings, t } = usePlugin<typeof manifest>();
  const [product, setProduct] = useState<Product>({ status: 'loading' });
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    let live = true;
    const ref = item.variantId !== null ? { id: item.variantId, type: 'variant' } : { id: item.productId };
    ctx.products.load(ref).then(
      (data) => live && setProduct({ status: 'ready', data }),
      () => live && setProduct({ status: 'missing' }),
    );
    return () => {
      live = false;
    };
  }, [ctx, item.productId, item.variantId]);

  const data = product.status === 'ready' ? product.data : null;
  const title = data?.title ?? (product.status === 'missing' ? t('unavailableTitle') : '');
  const soldOut = data?.available === false;
  const url = typeof data?.url === 'string' ? data.url : undefined;

  async function add() {
    if (adding || item.variantId === null) return;
    setAdding(true);
    try {
      const refused = await addToCart(ctx.store.config.routes?.root, { variantId: item.variantId, source: SOURCE_VALUE });
      if (refused) throw Object.assign(new Error(`cart/add.js refused the line: ${refused}`), { kind: refused });
      await recordCartReferrals(ctx, [item.productId], SOURCE_VALUE, shop.fetch);
      if (settings.saved.redirectToCart !== false) {
        shop.assign(shopUrl(ctx.store.config.routes?.root, 'cart'));
        return;
      }
      ctx.toast({ message: t('added'), tone: 'success' });
    } catch (error) {
      const kind = (error as { kind?: string }).kind ?? 'failed';
      if (kind === 'failed') ctx.report(error, 'saved: cart/add.js');
      ctx.toast({ message: t(kind === 'soldOut' ? 'soldOut' : kind === 'missing' ? 'missing' : 'addError'), tone: 'destructive' });
    }
    setAdding(false);
  }

  return (
    <li className="status-saved-item" aria-busy={product.status === 'loading' || undefined}>
      <div className="status-saved-media">
        {data?.image ? <img src={data.image} alt="" width={80} height={80} loading="lazy" /> : null}
      </div>
      <div className="status-saved-info">
        {product.status === 'loading' ? (
          <>
            <span className="status-saved-line status-skeleton-block" aria-hidden="true" />
            <span className="status-saved-line status-skeleton-block" data-short aria-hidden="true" />
            <span className="status-visually-hidden">{t('panel.loading')}</span>
          </>
        ) : (
          <>
            {url ? (
              <a className="status-saved-title" href={url}>
                {title}
              </a>
            ) : (
              <span className="status-saved-title">{title}</span>
            )}
            {data?.variantTitle ? <span className="status-muted status-saved-variant">{data.variantTitle}</span> : null}
            {data ? (
              <span className="status-saved-price">
                {formatPrice(data, ctx.store.config.locale)}
                {soldOut ? <span className="status-saved-badge">{t('soldOutBadge')}</span> : null}
              </span>
            ) : null}
          </>
        )}
      </div>
      <button type="button" className="status-icon-button status-saved-remove" aria-label={t('remove', { title: title || t('unavailableTitle') })} onClick={() => onRemove(item)}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
        </svg>
      </button>
      {product.status === 'missing' ? null : item.variantId === null ? (
        url ? (
          <a className="status-button status-saved-action" href={url}>
            {t('chooseOptions')}
          </a>
        ) : null
      ) : (
        <button
          type="button"
          className="status-button status-saved-action"
          data-variant="primary"
          aria-disabled={adding || product.status === 'loading' || undefined}
          onClick={() => void add()}
        >
          {adding ? t('adding') : t('addToCart')}
        </button>
      )}
    </li>
  );
}

/** The price in the shop's currency through Intl (the prices entries), else the server's text. */
export function formatPrice(data: ProductData, locale: { language?: string; countryCode?: string; currency?: string } | undefined): string {
  const entries = Array.isArray(data.prices) ? (data.prices as { price?: { amount?: unknown; currencyCode?: unknown } }[]) : [];
  const wanted = locale?.currency;
  const entry = entries.find((e) => e.price?.currencyCode === wanted) ?? entries[0];
  const amount = Number(entry?.price?.amount);
  const currency = typeof entry?.price?.currencyCode === 'string' ? entry.price.currencyCode : undefined;
  if (currency && Number.isFinite(amount)) {
    try {
      const tag = locale?.language ? `${locale.language}${locale.countryCode ? `-${locale.countryCode}` : ''}` : undefined;
      return new Intl.NumberFormat(tag, { style: 'currency', currency }).format(amount);
    } catch {
      // An unknown locale or currency: fall through to the server's text.
    }
  }
  return data.price === null || data.price === undefined ? '' : String(data.price);
}
