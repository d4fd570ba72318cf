// Stamp Club's code: the card, from the app proxy's `GET /apps/stamp-club/points?customer_id=` (the shop's
// origin; `{ points }`), and the rewards page reload. A reward unlocks every REWARD_EVERY points: the card says
// how far the next one is. A failing call shows in the card with a retry.
import { defineSetup, isPageAt, loadProgramUi, safeUrl, usePlugin, useStore } from '../../runtime/public.ts';
import type { manifest } from './index.ts';

const ID = 'stamp-points';
export const POINTS_PATH = '/apps/stamp-club/points';
export const REWARD_EVERY = 500;

export default defineSetup<typeof manifest>(async (ctx) => {
  const own = ctx.settings.stampPoints;
  const ask = async (customerId: string): Promise<number> => {
    const url = new URL(POINTS_PATH, document.baseURI);
    url.searchParams.set('customer_id', customerId);
    const { data } = await ctx.http.get<{ points?: unknown }>(url.href);
    if (typeof data?.points !== 'number' || !Number.isFinite(data.points) || data.points < 0) throw new Error('Stamp Club: no points in the answer');
    return data.points;
  };
  // A signed-in customer's points are asked for now, beside the program UI's chunk, not once the card mounted
  // after it (as Loop Rewards' points): the card's first load for that customer takes this answer.
  const customerAtStart = ctx.store.auth.isSignedIn ? ctx.store.customer?.customerId : undefined;
  let early = customerAtStart ? ask(customerAtStart) : null;
  early?.catch(() => {});
  const ui = await loadProgramUi();
  const points = ui.createCustomerResource(
    (customerId) => {
      const answer = customerId === customerAtStart ? early : null;
      early = null;
      return answer ?? ask(customerId);
    },
    { report: (error) => ctx.report(error, `GET ${POINTS_PATH}`) },
  );

  ctx.hooks.login.tap((login) => {
    if (own.refreshOnRewardsPage && isPageAt(own.link, window.location.href)) login.reloadPage?.();
  });

  function StampPointsCard() {
    const { t } = usePlugin();
    // The program's name as the shop set it (e.g. 'Stempelclub') in every text, so title and button agree.
    const text = (key: string, vars?: Record<string, string | number>) => t(key, { name: own.name, ...vars });
    const customerId = useStore().customer?.customerId ?? null;
    const format = ui.useProgramFormat();
    const view = points.use(customerId);
    if (view.status === 'loading') return <ui.ProgramSkeleton program={ID} label={text('loading')} />;
    const rewards = safeUrl(own.link);
    const inStep = view.status === 'ready' ? view.data % REWARD_EVERY : 0;
    return (
      <ui.ProgramCard
        program={ID}
        title={own.name}
        mark="stamp"
        accent="#9a3412"
        soft="#fdeadd"
        actions={view.status === 'ready' && rewards ? <ui.ProgramLink href={rewards} label={text('openRewards')} /> : undefined}
      >
        {view.status === 'ready' ? (
          <>
            <ui.ProgramValue value={format.number(view.data)} unit={text('pointsUnit')} />
            <div className="status-program-meter" role="meter" aria-label={text('progress')} aria-valuemin={0} aria-valuemax={REWARD_EVERY} aria-valuenow={inStep}>
              <span style={{ width: `${(inStep / REWARD_EVERY) * 100}%` }} />
            </div>
            <p className="status-program-text">{text('toNextReward', { points: format.number(REWARD_EVERY - inStep) })}</p>
          </>
        ) : (
          <ui.ProgramProblem message={text('loadError')} retryLabel={text('retry')} onRetry={view.retry} />
        )}
      </ui.ProgramCard>
    );
  }

  return ctx.slots.fill('forYou.points', { when: (c) => c.isCustomer, component: StampPointsCard });
});
