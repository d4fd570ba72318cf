// Buy again in one click, `#status-buy-again:{id}` (login required): GET order-one-click/{id}, the reorder a
// mail can link to: what goes to the cart, what is unavailable, and "Continue to cart" to the shop's cart
// permalink the API built.
import { safeUrl, usePlugin, useResource, useStore, type PageProps } from '../../../runtime/public.ts';
import { getOneClick } from '../api.ts';
import type { orderPagesManifest } from '../index.ts';
import { ORDERS_CSS } from '../styles.ts';
import { formatMoney, nameText } from '../view.tsx';
import { Loading, reportUnlessRefused, Unable } from './shared.tsx';

export default function BuyAgainPage({ route }: PageProps) {
  const { ctx, t } = usePlugin<typeof orderPagesManifest>();
  const id = route.params[0] ?? '';
  const language = useStore().config.locale.language;
  const loaded = useResource((signal) => getOneClick(ctx.api, ctx.store.config.shopId, id, signal), [id], {
    onError: reportUnlessRefused(ctx, 'orders: GET /orders/{shopId}/order-one-click/{id}'),
  });
  if (loaded.status === 'loading') return <Loading label={t('loadingOrder')} />;
  if (loaded.status !== 'ready') return <Unable t={t} ctx={ctx} />;
  const { order, cartUrl, unavailable } = loaded.data;
  const missing = new Set(unavailable.map((u) => u.variantId));
  const cart = safeUrl(cartUrl ?? undefined);
  return (
    <div className="status-receipt">
      <style data-status="orders">{ORDERS_CSS}</style>
      <div className="status-card" role={cart ? undefined : 'alert'}>
        <h2>{nameText(t, order)}</h2>
        <p className="status-muted">{cart ? (unavailable.length ? t('oneClickSome') : t('oneClickReady')) : t('addedNone')}</p>
      </div>
      <ul className="status-receipt-lines">
        {order.lineItems.map((line, index) => {
          const src = safeUrl(line.image);
          return (
            <li className="status-receipt-line" key={`${line.variantId}:${index}`} data-unavailable={missing.has(line.variantId) || undefined}>
              <span className="status-receipt-media">{src ? <img src={src} alt="" width={64} height={64} loading="lazy" /> : null}</span>
              <span className="status-receipt-line-text">
                <span className="status-receipt-line-title">{line.title}</span>
                <span className="status-muted">{missing.has(line.variantId) ? t('unavailable') : t('quantity', { count: line.quantity ?? 1 })}</span>
              </span>
              <span className="status-receipt-price">{formatMoney(line.price, language)}</span>
            </li>
          );
        })}
      </ul>
      {cart ? (
        <a className="status-button" data-variant="primary" href={cart}>
          {t('goToCart')}
        </a>
      ) : null}
    </div>
  );
}
