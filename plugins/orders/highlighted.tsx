// The highlighted order on For you (the latest order, shown as arriving next; signed-in customers only;
// thumbnails 4 with +N, skeletons): one card with the
// order's label (orderLabel: name or status), its latest shipment's status and delivery date, the line items'
// thumbnails, linking to #status-order:{id}. Loaded after the panel's first open (setup.ts).
//
// Data: the first page of POST /orders/{shopId}/orders (the newest orders), asked once per customer
// and at most every 30 s; the answer is kept, so the next open shows it at once. Hidden when the customer has
// no order or the call fails (reported). Its texts are the order status messages, loaded with it.
import { useId, type MouseEvent } from 'react';
import { loadDates, safeUrl, usePlugin, useResource, useStore, type PluginContext } from '../../runtime/public.ts';
import { STATUS_MESSAGES, type StatusT } from './messages/index.ts';
import { chooseArrivingNext, deliveryText, isArriving, shipmentText, type Order } from './order-status.ts';

/** The thumbnail grid shows 4 with +N overflow. */
export const THUMBNAILS = 4;
const REFRESH_AFTER_MS = 30_000;

/** The last answer for one customer (useResource's cache): the order to show, null for none. */
interface Kept {
  customerId: string;
  value?: Order | null;
  fetchedAt: number;
  call?: Promise<Order | null>;
}

const CSS = /* css */ `
.status-highlight { display: flex; flex-direction: column; gap: 12px; }
.status-highlight h2 { font-size: 18px; font-weight: 700; line-height: 1.3; letter-spacing: -0.01em; }
.status-highlight-card {
  display: grid; grid-template-columns: minmax(0, 1fr) auto; align-items: center; gap: 14px; padding: 16px;
  border: 1px solid var(--status-border); border-radius: var(--status-radius-small); background: var(--status-bg);
  color: inherit; text-decoration: none; transition: background-color 150ms ease;
}
@media (hover: hover) { .status-highlight-card:hover { background: var(--status-surface); } }
.status-highlight-text { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.status-highlight-label { font-size: 16px; font-weight: 700; line-height: 1.35; }
.status-highlight-meta { font-size: 15px; color: var(--status-text-muted); }
.status-highlight-date { font-size: 15px; font-weight: 600; color: var(--status-success); }
.status-highlight-thumbs { grid-column: 1 / -1; display: flex; gap: 8px; margin: 4px 0 0; padding: 0; list-style: none; }
.status-highlight-thumbs > li {
  flex: none; width: 56px; height: 56px; overflow: hidden; border-radius: calc(var(--status-radius-small) - 4px);
  background: var(--status-surface); display: flex; align-items: center; justify-content: center;
}
.status-highlight-thumbs img { display: block; width: 100%; height: 100%; object-fit: cover; }
.status-highlight-more { font-size: 15px; font-weight: 700; }
.status-highlight-chevron { grid-row: 1; grid-column: 2; width: 20px; height: 20px; color: var(--status-text-muted); }
.status-highlight-skeleton { display: flex; flex-direction: column; gap: 10px; padding: 16px; border: 1px solid var(--status-border); border-radius: var(--status-radius-small); }
.status-highlight-skeleton > span {
  display: block; height: 14px; width: 60%; border-radius: 6px;
}
.status-highlight-skeleton > span:nth-child(2) { width: 40%; }
.status-highlight-skeleton > span:nth-child(3) { width: 248px; max-width: 100%; height: 56px; }
`;

const validOrders = (value: unknown): Order[] =>
  Array.isArray(value)
    ? value.filter((o): o is Order => !!o && typeof o === 'object' && typeof (o as Order).id === 'string' && Array.isArray((o as Order).lineItems))
    : [];

export async function createHighlightedOrder(ctx: PluginContext<{ readonly orderLabel: { readonly display?: string } }>): Promise<() => void> {
  const [{ formatDay }] = await Promise.all([loadDates(), ctx.i18n.load(STATUS_MESSAGES)]);
  let kept: Kept | null = null;

  /** The order to show for `customerId`: the kept one within 30 s, else asked (one call at a time). */
  const latest = (customerId: string): Promise<Order | null> => {
    if (kept?.customerId !== customerId) kept = { customerId, fetchedAt: -Infinity };
    const mine = kept;
    if (Date.now() - mine.fetchedAt < REFRESH_AFTER_MS) return Promise.resolve(mine.value ?? null);
    mine.call ??= ctx.api
      .post<{ items?: unknown }>(`/orders/${encodeURIComponent(ctx.store.config.shopId)}/orders`, {})
      .then(
        (answer) => {
          mine.fetchedAt = Date.now();
          return (mine.value = chooseArrivingNext(validOrders(answer?.items)));
        },
        (error: unknown) => {
          ctx.report(error, 'highlighted order: POST /orders/{shopId}/orders');
          throw error;
        },
      )
      .finally(() => (mine.call = undefined));
    return mine.call;
  };

  function HighlightedOrder() {
    const t: StatusT = usePlugin().t;
    const store = useStore();
    const customerId = store.customer?.customerId ?? null;
    const language = store.config.locale.language;
    const labelDisplay = ctx.settings.orderLabel.display === 'name' ? 'name' : 'status';
    const headingId = useId();
    const loaded = useResource(() => latest(customerId!), [customerId], { enabled: !!customerId, cache: kept?.customerId === customerId ? kept : undefined });
    if (loaded.status === 'empty' || loaded.status === 'error') return null;

    if (loaded.status === 'loading') {
      return (
        <section className="status-highlight" aria-labelledby={headingId} aria-busy="true">
          <style>{CSS}</style>
          <h2 id={headingId}>{t('arrivingNext')}</h2>
          {/* 3 skeleton blocks for a section (label, status, thumbnails). */}
          <div className="status-highlight-skeleton" role="status">
            <span className="status-visually-hidden">{t('loadingLatest')}</span>
            <span className="status-skeleton-block" aria-hidden="true" />
            <span className="status-skeleton-block" aria-hidden="true" />
            <span className="status-skeleton-block" aria-hidden="true" />
          </div>
        </section>
      );
    }

    const order = loaded.data!;
    const day = (iso: string) => formatDay(iso, { language });
    const name = t('orderName', { name: order.name });
    const status = shipmentText(t, order);
    const date = deliveryText(t, order.latestShipment, day);
    const label = labelDisplay === 'name' ? name : status;
    const meta = labelDisplay === 'name' ? status : name;
    const items = order.lineItems;
    const shown = items.slice(0, THUMBNAILS);
    const overflow = items.length - shown.length;
    const hash = `#status-order:${encodeURIComponent(order.id)}`;
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      ctx.navigate(hash);
    };
    return (
      <section className="status-highlight" aria-labelledby={headingId}>
        <style>{CSS}</style>
        <h2 id={headingId}>{t(isArriving(order) ? 'arrivingNext' : 'latestOrder')}</h2>
        {/* The link's name is the order's name and status, read from what it shows (the commas for
            screen readers only), so the visible text and the accessible name agree (WCAG 2.5.3). */}
        <a className="status-highlight-card" href={hash} onClick={onClick}>
          <span className="status-highlight-text">
            <span className="status-highlight-label">{label}</span>
            <span className="status-visually-hidden">, </span>
            <span className="status-highlight-meta">{meta}</span>
            {date ? (
              <>
                <span className="status-visually-hidden">, </span>
                <span className="status-highlight-date">{date}</span>
              </>
            ) : null}
          </span>
          <svg className="status-highlight-chevron" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M7.5 4.5 13 10l-5.5 5.5" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {shown.length ? (
            <ul className="status-highlight-thumbs" aria-hidden="true">
              {shown.map((item, index) => {
                const src = safeUrl(item.image);
                return <li key={`${item.variantId}:${index}`}>{src ? <img src={src} alt="" loading="lazy" width={56} height={56} /> : null}</li>;
              })}
              {overflow > 0 ? (
                <li>
                  <span className="status-highlight-more">{t('moreItems', { count: overflow })}</span>
                </li>
              ) : null}
            </ul>
          ) : null}
        </a>
      </section>
    );
  }

  return ctx.slots.fill('forYou.highlightedOrder', { when: (context) => context.isCustomer, component: HighlightedOrder });
}
