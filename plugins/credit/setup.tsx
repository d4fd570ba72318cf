// Store credit's card: `GET /credit/{shopId}/{customerId}` answers `{ amount, currency, giftCardId, expiresOn,
// code }` for the shopper's own customer; 404 `no_gift_card` when they have none (the card
// hides). Other failures show in the card with a retry. A gift card's code has a Copy code button; store credit
// (code null) has nothing to type, so the card says it applies itself at checkout instead.
import { defineSetup, isApiError, loadProgramUi, usePlugin, useStore } from '../../runtime/public.ts';
import type { manifest } from './index.ts';

const ID = 'credit';

export interface GiftCard {
  amount: number;
  currency: string | null;
  giftCardId: string;
  expiresOn: string | null;
  /** null: store credit, applied at checkout to the signed-in customer (no code to type). */
  code: string | null;
}

/** The answer, checked: what arrives over the network is checked like any input. */
export function readGiftCard(answer: unknown): GiftCard {
  const a = (answer ?? {}) as Record<string, unknown>;
  const amount = typeof a.amount === 'string' ? Number(a.amount) : a.amount;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || (a.code !== null && (typeof a.code !== 'string' || !a.code))) throw new Error('credit: no gift card in the answer');
  return {
    amount,
    currency: typeof a.currency === 'string' && /^[A-Z]{3}$/.test(a.currency) ? a.currency : null,
    giftCardId: typeof a.giftCardId === 'string' ? a.giftCardId : '',
    expiresOn: typeof a.expiresOn === 'string' ? a.expiresOn : null,
    code: typeof a.code === 'string' ? a.code : null,
  };
}

export default defineSetup<typeof manifest>(async (ctx) => {
  const shopId = encodeURIComponent(ctx.store.config.shopId);
  const ask = async (customerId: string): Promise<GiftCard | null> => {
    try {
      return readGiftCard(await ctx.api.get(`/credit/${shopId}/${encodeURIComponent(customerId)}`));
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  };
  // A signed-in customer's card is asked for now, beside the program UI's chunk, not once the card mounted
  // after it (as Loop Rewards' points): the card's first load for that customer takes this answer.
  const customerAtStart = ctx.store.auth.isSignedIn ? ctx.store.customer?.customerId : undefined;
  let early = customerAtStart ? ask(customerAtStart) : null;
  early?.catch(() => {});
  const ui = await loadProgramUi();
  const card = ui.createCustomerResource(
    (customerId) => {
      const answer = customerId === customerAtStart ? early : null;
      early = null;
      return answer ?? ask(customerId);
    },
    { report: (error) => ctx.report(error, 'GET /credit/{shopId}/{customerId}') },
  );

  function CreditCard() {
    const { t: text } = usePlugin();
    const store = useStore();
    const customerId = store.customer?.customerId ?? null;
    const format = ui.useProgramFormat();
    const view = card.use(customerId);
    const configured = (store.settings.credit as { name?: unknown } | undefined)?.name;
    const name = typeof configured === 'string' && configured.trim() ? configured : text('defaultName');
    if (view.status === 'loading') return <ui.ProgramSkeleton program={ID} label={text('loading')} />;
    if (view.status === 'empty') return null; // no gift card (404)
    return (
      <ui.ProgramCard program={ID} title={name} mark="gift" accent="#1d4ed8" soft="#e3ecff">
        {view.status === 'ready' && view.data ? (
          <>
            <ui.ProgramValue value={format.money(view.data.amount, view.data.currency)} unit={text('available')} />
            {view.data.expiresOn ? <p className="status-program-text">{text('expires', { date: format.date(view.data.expiresOn) })}</p> : null}
            {view.data.code ? (
              <>
                <ui.CopyCode code={view.data.code} codeLabel={text('codeLabel')} copyLabel={text('copy')} copiedLabel={text('copied')} />
                <p className="status-program-text">{text('useHint')}</p>
              </>
            ) : (
              <p className="status-program-text">{text('appliedHint')}</p>
            )}
          </>
        ) : (
          <ui.ProgramProblem message={text('loadError')} retryLabel={text('retry')} onRetry={view.retry} />
        )}
      </ui.ProgramCard>
    );
  }

  return ctx.slots.fill('forYou.credit', { when: (c) => c.isCustomer, component: CreditCard });
});
