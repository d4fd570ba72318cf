// The order list on the Orders tab (slot `orders.list`, signed-in customers only; guests see
// the login plugin's `orders.login` above it): POST /orders/{shopId}/orders newest first, a 'more' button
// while the answer carries a next-page cursor, up to 3 skeletons while the first page loads, an
// empty state with a heading and a message, and each order as a card linking to #status-order:{id}: the
// label per `orderLabel`, the other half (name or status) and the placed date, 4 thumbnails with +N. The
// card's accessible name is its visible text (order name and status).
import { useEffect, useRef, type MouseEvent } from 'react';
import { EmptyCard, ListStatus, loadDates, usePlugin, useResource, useStore, type PluginContext } from '../../runtime/public.ts';
import { listOrders } from './api.ts';
import { ORDERS_MESSAGES, STATUS_MESSAGES, type OrdersT } from './messages/index.ts';
import { ORDERS_CSS } from './styles.ts';
import { Chevron, isCanceled, labelDisplay, orderLabel, placedText, Thumbnails, type Day } from './view.tsx';

export const SKELETONS = 3;

export async function createOrderList(ctx: PluginContext<{ readonly orderLabel: { readonly display?: string } }>): Promise<() => void> {
  const [{ formatDay }] = await Promise.all([loadDates(), ctx.i18n.load(ORDERS_MESSAGES), ctx.i18n.load(STATUS_MESSAGES)]);

  function OrderList() {
    const store = useStore();
    const t: OrdersT = usePlugin().t;
    const customerId = store.customer?.customerId ?? null;
    const language = store.config.locale.language;
    const display = labelDisplay(ctx.settings);
    const day: Day = (iso) => formatDay(iso, { language });
    const list = useResource((signal) => listOrders(ctx.api, ctx.store.config.shopId, null, signal), [customerId], {
      enabled: !!customerId,
      isEmpty: (page) => page.items.length === 0,
      onError: (error) => ctx.report(error, 'orders: POST /orders/{shopId}/orders'),
    });
    const firstNew = useRef<string | null>(null);
    const listRef = useRef<HTMLUListElement>(null);

    // After 'more', focus goes to the first order of the new page (the button may be gone).
    useEffect(() => {
      if (!firstNew.current) return;
      const id = firstNew.current;
      firstNew.current = null;
      Array.from(listRef.current?.querySelectorAll<HTMLElement>('a[data-order-id]') ?? []).find((a) => a.dataset.orderId === id)?.focus();
    }, [list.data]);

    if (!customerId) return null;

    const more = () => {
      if (list.status !== 'ready' || !list.data.nextCursor || list.loadingMore) return;
      list
        .more(async (current, signal) => {
          const page = await listOrders(ctx.api, ctx.store.config.shopId, current.nextCursor, signal);
          const known = new Set(current.items.map((o) => o.id));
          const added = page.items.filter((o) => !known.has(o.id));
          firstNew.current = added[0]?.id ?? null;
          return { items: [...current.items, ...added], nextCursor: page.nextCursor };
        })
        .catch((error: unknown) => {
          ctx.report(error, 'orders: POST /orders/{shopId}/orders (next page)');
          ctx.toast({ message: t('loadError'), tone: 'destructive' });
        });
    };

    const open = (event: MouseEvent<HTMLAnchorElement>, hash: string) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      ctx.navigate(hash);
    };

    return (
      <section className="status-orders" aria-label={t('listLabel')} aria-busy={list.status === 'loading' || undefined}>
        <style data-status="orders">{ORDERS_CSS}</style>
        <ListStatus
          resource={list}
          loadingLabel={t('loadingOrders')}
          loading={
            <div className="status-skeleton" role="status">
              <span className="status-visually-hidden">{t('loadingOrders')}</span>
              {Array.from({ length: SKELETONS }, (_, i) => (
                <span key={i} className="status-skeleton-block" data-testid="order-skeleton" aria-hidden="true" />
              ))}
            </div>
          }
          errorText={t('loadError')}
          retryLabel={t('retry')}
          empty={
            // What a shopper with no orders does next: the shop's home page.
            <EmptyCard heading={t('emptyHeading')} text={t('emptyText')} className="status-orders-empty">
              <a className="status-button" data-variant="primary" href={store.config.routes.root}>
                {t('startShopping')}
              </a>
            </EmptyCard>
          }
        />
        {list.status === 'ready' ? (
          <>
            <ul className="status-orders-list" ref={listRef}>
              {list.data.items.map((order) => {
                const { label, meta } = orderLabel(t, order, day, display);
                const placed = placedText(t, order, day);
                const hash = `#status-order:${encodeURIComponent(order.id)}`;
                const tone = isCanceled(order) ? 'canceled' : undefined;
                return (
                  <li key={order.id}>
                    <a className="status-order-card" href={hash} data-order-id={order.id} onClick={(event) => open(event, hash)}>
                      <span className="status-order-text">
                        <span className="status-order-label" data-tone={display === 'status' ? tone : undefined}>{label}</span>
                        <span className="status-visually-hidden">, </span>
                        <span className="status-order-meta" data-tone={display === 'name' ? tone : undefined}>{meta}</span>
                        {placed ? (
                          <>
                            <span className="status-visually-hidden">, </span>
                            <span className="status-order-meta">{placed}</span>
                          </>
                        ) : null}
                      </span>
                      <Chevron className="status-order-chevron" />
                      <Thumbnails order={order} className="status-order-thumbs" />
                    </a>
                  </li>
                );
              })}
            </ul>
            {list.data.nextCursor ? (
              <button type="button" className="status-button status-orders-more" aria-disabled={list.loadingMore || undefined} onClick={more}>
                {list.loadingMore ? t('loadingMore') : t('more')}
              </button>
            ) : null}
          </>
        ) : null}
      </section>
    );
  }

  return ctx.slots.fill('orders.list', { when: (context) => context.isCustomer, component: OrderList });
}
