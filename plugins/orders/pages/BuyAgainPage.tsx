// Buy again in one click, `#status-buy-again:{id}` (login required): GET order-one-click/{id}, the reorder a
// mail can link to: what goes to the cart, what is unavailable, and "Continue to cart" to the shop's cart
// permalink the API built.
import { safeUrl, type PageProps } from '../../../runtime/public.ts';
import { getOneClick, type OneClick } from '../api.ts';
import { ORDERS_CSS } from '../styles.ts';
import { formatMoney, nameText } from '../view.tsx';
import { Loading, Unable, useLanguage, useLoad, type OrderPages } from './shared.tsx';

export function createBuyAgainPage({ ctx, shopId }: OrderPages) {
  function BuyAgainPage({ route }: PageProps) {
    const id = route.params[0] ?? '';
    const { language, t } = useLanguage();
    const [loaded] = useLoad<OneClick>(ctx, `buy-again:${id}`, () => getOneClick(ctx.api, shopId(), id), 'orders: GET /orders/{shopId}/order-one-click/{id}');
    if (loaded.status === 'loading') return <Loading label={t('loadingOrder')} />;
    if (loaded.status === 'refused') return <Unable t={t} ctx={ctx} />;
    const { order, cartUrl, unavailable } = loaded.value;
    const missing = new Set(unavailable.map((u) => u.variantId));
    const cart = safeUrl(cartUrl ?? undefined);
    return (
      <div className="status-receipt">
        <style data-status="orders">{ORDERS_CSS}</style>
        <div className="status-card" role={cart ? undefined : 'alert'}>
          <h2>{nameText(language, order)}</h2>
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
  return BuyAgainPage;
}
