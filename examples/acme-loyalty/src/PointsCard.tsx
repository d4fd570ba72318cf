// The points card in For you (slot forYou.points), for signed-in customers: program name, tier, balance,
// progress to the next reward and the way to the rewards page. A skeleton of the same size while loading,
// an error with a retry when Acme's backend cannot answer.
import { useEffect, useId, type MouseEvent } from 'react';
import { useSnapshot } from '@status/sdk';
import { useAcme } from './hooks.ts';
import { ArrowIcon } from './icons.tsx';
import { Balance, NotYet } from './Progress.tsx';
import { AcmeStyles } from './styles.tsx';

export const REWARDS_HASH = '#status-acme-rewards';

export function PointsCard() {
  const { t, ctx, store, customerId } = useAcme();
  const { points } = useSnapshot(store.state);
  const titleId = useId();

  useEffect(() => {
    if (customerId) store.loadPoints(customerId);
  }, [store, customerId]);

  const mine = points.key === customerId ? points : null;
  if (!mine?.data && mine?.status !== 'error') return <NotYet failed={false} retry={() => {}} blocks={1} className="acme-skeleton" />;

  const openRewards = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    ctx.navigate(REWARDS_HASH);
  };
  return (
    <section className="status-card acme-card" aria-labelledby={titleId}>
      <AcmeStyles />
      <Balance points={mine.data} titleId={titleId} />
      {mine.data ? (
        <div className="acme-actions">
          <a className="status-button" href={REWARDS_HASH} onClick={openRewards}>
            {t('seeRewards')}
            <ArrowIcon />
          </a>
        </div>
      ) : (
        <NotYet failed retry={() => customerId && store.loadPoints(customerId, true)} blocks={1} className="acme-skeleton" />
      )}
    </section>
  );
}
