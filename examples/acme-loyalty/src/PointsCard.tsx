// The points card in For you (slot forYou.points), for signed-in customers: program name, tier, balance,
// progress to the next reward and the way to the rewards page. A skeleton of the same size while loading,
// an error with a retry when Acme's backend cannot answer.
import { useEffect, useId, type MouseEvent } from 'react';
import { useFill, useSnapshot } from '@status/sdk';
import type { AcmeLoyaltySettings } from './generated/settings.js';
import { useAcme } from './hooks.ts';
import { AlertIcon, ArrowIcon, StarMark } from './icons.tsx';
import { NextReward, tierLabel } from './Progress.tsx';
import type { AcmeStore } from './store.ts';
import { AcmeStyles } from './styles.tsx';

export const REWARDS_HASH = '#status-acme-rewards';

export function PointsCard({ store }: { store: AcmeStore }) {
  const fill = useFill<'forYou.points', { own: AcmeLoyaltySettings }>('forYou.points');
  const customerId = fill.context.customer?.customerId ?? null;
  const { points } = useSnapshot(store.state);
  const { t, format } = useAcme();
  const titleId = useId();

  useEffect(() => {
    if (customerId) store.loadPoints(customerId);
  }, [store, customerId]);

  const program = fill.settings.own.programName;
  const mine = points.key === customerId ? points : null;

  if (!mine?.data && mine?.status !== 'error') {
    return (
      <div className="acme-skeleton" aria-busy="true">
        <AcmeStyles />
        <span className="status-visually-hidden">{t('loading')}</span>
        <span className="status-skeleton-block" aria-hidden="true" />
      </div>
    );
  }

  const openRewards = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    fill.navigate(REWARDS_HASH);
  };

  return (
    <section className="status-card acme-card" aria-labelledby={titleId}>
      <AcmeStyles />
      <div className="acme-head">
        <span className="acme-mark" aria-hidden="true">
          <StarMark />
        </span>
        <h2 id={titleId} className="acme-title">
          {program}
        </h2>
        {mine.data && <span className="acme-tier">{tierLabel(mine.data.tier, t)}</span>}
      </div>
      {mine.data ? (
        <>
          <p className="acme-balance">
            <span className="acme-balance-value">{format.number(mine.data.points)}</span>{' '}
            <span className="acme-balance-unit">{t('pointsUnit')}</span>
          </p>
          <NextReward points={mine.data} t={t} format={format} />
          <div className="acme-actions">
            <a className="status-button" href={REWARDS_HASH} onClick={openRewards}>
              {t('seeRewards')}
              <ArrowIcon />
            </a>
          </div>
        </>
      ) : (
        <>
          <p className="acme-error">
            <AlertIcon />
            {t('loadError')}
          </p>
          <div className="acme-actions">
            <button type="button" className="status-button" onClick={() => customerId && store.loadPoints(customerId, true)}>
              {t('retry')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
