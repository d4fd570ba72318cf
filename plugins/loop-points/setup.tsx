// Loop Rewards' code: the points card (GET /points/{shopId} answers the signed-in customer's points; 403 for
// anyone without a customer) and the rewards page reload. A failing call shows in the card with a retry; For
// you stays as it is.
import { defineSetup, isPageAt, loadProgramUi, safeUrl, usePlugin, useStore } from '../../runtime/public.ts';
import type { manifest } from './index.ts';

const ID = 'loop-points';

export default defineSetup<typeof manifest>(async (ctx) => {
  const own = ctx.settings.loopPoints;
  const shopId = encodeURIComponent(ctx.store.config.shopId);
  const ask = async (): Promise<number> => {
    const answer = await ctx.api.get<{ points?: unknown }>(`/points/${shopId}`);
    if (typeof answer?.points !== 'number' || !Number.isFinite(answer.points) || answer.points < 0) throw new Error('GET /points: no points in the answer');
    return answer.points;
  };
  // A signed-in customer's points are asked for now, beside the program UI's chunk, not once the card mounted
  // after it: the card's first load takes this answer (or its failure, with the card's retry), for that
  // customer only.
  const customerAtStart = ctx.store.auth.isSignedIn ? ctx.store.customer?.customerId : undefined;
  let early = customerAtStart ? ask() : null;
  early?.catch(() => {});
  const ui = await loadProgramUi();
  const points = ui.createCustomerResource(
    (customerId) => {
      const answer = customerId === customerAtStart ? early : null;
      early = null;
      return answer ?? ask();
    },
    { report: (error) => ctx.report(error, 'GET /points/{shopId}') },
  );

  // The rewards page reloads after a sign-in on it (the core decides: interactive, never the login path).
  ctx.hooks.login.tap((login) => {
    if (own.refreshOnRewardsPage && isPageAt(own.link, window.location.href)) login.reloadPage?.();
  });

  function LoopPointsCard() {
    const { t: text } = usePlugin();
    const customerId = useStore().customer?.customerId ?? null;
    const format = ui.useProgramFormat();
    const view = points.use(customerId);
    if (view.status === 'loading') return <ui.ProgramSkeleton program={ID} label={text('loading')} />;
    const rewards = safeUrl(own.link);
    return (
      <ui.ProgramCard
        program={ID}
        title={own.name}
        mark="star"
        accent="#0f5e56"
        soft="#dff5f0"
        actions={view.status === 'ready' && rewards ? <ui.ProgramLink href={rewards} label={text('seeRewards')} /> : undefined}
      >
        {view.status === 'ready' ? (
          <>
            <ui.ProgramValue value={format.number(view.data)} unit={text('pointsUnit')} />
            <p className="status-program-text">{text('earnHint', { amount: format.money(1) })}</p>
          </>
        ) : (
          <ui.ProgramProblem message={text('loadError')} retryLabel={text('retry')} onRetry={view.retry} />
        )}
      </ui.ProgramCard>
    );
  }

  return ctx.slots.fill('forYou.points', { when: (c) => c.isCustomer, component: LoopPointsCard });
});
