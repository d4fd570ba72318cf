// The order list on the Orders tab (slot `orders.list`, signed-in customers only; guests see
// the login plugin's `orders.login` above it): POST /orders/{shopId}/orders newest first, a 'more' button
// while the answer carries a next-page cursor, up to 3 skeletons while the first page loads, an
// empty state with a heading and a message, and each order as a card linking to #status-order:{id}: the
// label per `orderLabel`, the other half (name or status) and the placed date, 4 thumbnails with +N. The
// card's accessible name is its visible text (order name and status).
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { loadDates, useStore, type PluginContext } from '../../runtime/public.ts';
import { listOrders, type ReceiptOrder } from './api.ts';
import { ORDERS_CSS } from './styles.ts';
import { ordersText, type Text } from './texts.ts';
import { Chevron, isCanceled, labelDisplay, orderLabel, placedText, Thumbnails, type Day } from './view.tsx';

export const SKELETONS = 3;

type ListState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; orders: ReceiptOrder[]; nextCursor: string | null; loadingMore: boolean };

export async function createOrderList(ctx: PluginContext<{ readonly orderLabel: { readonly display?: string } }>): Promise<() => void> {
  const { formatDay } = await loadDates();

  function OrderList() {
    const store = useStore();
    const customerId = store.customer?.customerId ?? null;
    const language = store.config.locale.language;
    const display = labelDisplay(ctx.settings);
    const t = (key: Text, vars?: Record<string, string | number>) => ordersText(language, key, vars);
    const day: Day = (iso) => formatDay(iso, { language });
    const [list, setList] = useState<ListState>({ status: 'loading' });
    const [attempt, setAttempt] = useState(0);
    const firstNew = useRef<string | null>(null);
    const listRef = useRef<HTMLUListElement>(null);

    useEffect(() => {
      if (!customerId) return;
      let live = true;
      setList({ status: 'loading' });
      listOrders(ctx.api, ctx.store.config.shopId, null).then(
        (page) => live && setList({ status: 'ready', orders: page.items, nextCursor: page.nextCursor, loadingMore: false }),
        (error: unknown) => {
          ctx.report(error, 'orders: POST /orders/{shopId}/orders');
          if (live) setList({ status: 'error' });
        },
      );
      return () => {
        live = false;
      };
    }, [customerId, attempt]);

    // After 'more', focus goes to the first order of the new page (the button may be gone).
    useEffect(() => {
      if (list.status !== 'ready' || !firstNew.current) return;
      const id = firstNew.current;
      firstNew.current = null;
      Array.from(listRef.current?.querySelectorAll<HTMLElement>('a[data-order-id]') ?? []).find((a) => a.dataset.orderId === id)?.focus();
    }, [list]);

    if (!customerId) return null;

    const more = () => {
      if (list.status !== 'ready' || !list.nextCursor || list.loadingMore) return;
      const current = list;
      setList({ ...current, loadingMore: true });
      listOrders(ctx.api, ctx.store.config.shopId, current.nextCursor).then(
        (page) => {
          const known = new Set(current.orders.map((o) => o.id));
          const added = page.items.filter((o) => !known.has(o.id));
          firstNew.current = added[0]?.id ?? null;
          setList({ status: 'ready', orders: [...current.orders, ...added], nextCursor: page.nextCursor, loadingMore: false });
        },
        (error: unknown) => {
          ctx.report(error, 'orders: POST /orders/{shopId}/orders (next page)');
          ctx.toast({ message: t('loadError'), tone: 'destructive' });
          setList({ ...current, loadingMore: false });
        },
      );
    };

    const open = (event: MouseEvent<HTMLAnchorElement>, hash: string) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      ctx.navigate(hash);
    };

    return (
      <section className="status-orders" aria-label={t('listLabel')} aria-busy={list.status === 'loading' || undefined}>
        <style data-status="orders">{ORDERS_CSS}</style>
        {list.status === 'loading' ? (
          <div className="status-skeleton" role="status">
            <span className="status-visually-hidden">{t('loadingOrders')}</span>
            {Array.from({ length: SKELETONS }, (_, i) => (
              <span key={i} className="status-skeleton-block" data-testid="order-skeleton" aria-hidden="true" />
            ))}
          </div>
        ) : list.status === 'error' ? (
          <div className="status-card" role="alert">
            <p>{t('loadError')}</p>
            <button type="button" className="status-button" onClick={() => setAttempt((n) => n + 1)}>
              {t('retry')}
            </button>
          </div>
        ) : list.orders.length === 0 ? (
          <div className="status-card status-orders-empty">
            <h2>{t('emptyHeading')}</h2>
            <p className="status-muted">{t('emptyText')}</p>
            {/* What a shopper with no orders does next: the shop's home page. */}
            <a className="status-button" data-variant="primary" href={store.config.routes.root}>
              {t('startShopping')}
            </a>
          </div>
        ) : (
          <>
            <ul className="status-orders-list" ref={listRef}>
              {list.orders.map((order) => {
                const { label, meta } = orderLabel(language, order, day, display);
                const placed = placedText(language, order, day);
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
            {list.nextCursor ? (
              <button type="button" className="status-button status-orders-more" aria-disabled={list.loadingMore || undefined} onClick={more}>
                {list.loadingMore ? t('loadingMore') : t('more')}
              </button>
            ) : null}
          </>
        )}
      </section>
    );
  }

  return ctx.slots.fill('orders.list', { when: (context) => context.isCustomer, component: OrderList });
}
