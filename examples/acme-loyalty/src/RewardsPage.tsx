// The rewards page (route acme-rewards, back to For you): the balance and tier, every reward with what it
// costs and how far away it is, how points are earned, and the store's page about the program when set.
import { useEffect, useId } from 'react';
import { useSnapshot, useStore, type PageProps } from '@status/sdk';
import type { AcmeReward } from './api.ts';
import type { AcmeLoyaltySettings } from './generated/settings.js';
import { EarnText } from './HowYouEarn.tsx';
import { useAcme } from './hooks.ts';
import { AlertIcon, CheckIcon, StarMark, TagIcon, TruckIcon } from './icons.tsx';
import { NextReward, tierLabel } from './Progress.tsx';
import type { AcmeStore } from './store.ts';
import { AcmeStyles } from './styles.tsx';

export interface RewardsPageProps extends PageProps {
  store: AcmeStore;
  settings: AcmeLoyaltySettings;
}

export function RewardsPage({ store, settings }: RewardsPageProps) {
  const { customer, config } = useStore();
  const customerId = customer?.customerId ?? null;
  const { rewards } = useSnapshot(store.state);
  const { t, format } = useAcme();
  const summaryId = useId();
  const listId = useId();
  const earnId = useId();

  // Fresh on every visit; what was loaded before stays on screen meanwhile.
  useEffect(() => {
    if (customerId) store.loadRewards(customerId);
  }, [store, customerId]);

  const mine = rewards.key === customerId ? rewards : null;
  if (!mine?.data) {
    if (mine?.status === 'error') {
      return (
        <div className="acme-page">
          <AcmeStyles />
          <div className="status-card">
            <p className="acme-error" style={{ marginTop: 0 }}>
              <AlertIcon />
              {t('loadError')}
            </p>
            <div className="acme-actions">
              <button type="button" className="status-button" onClick={() => customerId && store.loadRewards(customerId)}>
                {t('retry')}
              </button>
            </div>
          </div>
        </div>
      );
    }
    return (
      <div className="acme-page-skeleton" aria-busy="true">
        <AcmeStyles />
        <span className="status-visually-hidden">{t('loading')}</span>
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className="status-skeleton-block" aria-hidden="true" />
        ))}
      </div>
    );
  }

  const data = mine.data;
  return (
    <div className="acme-page">
      <AcmeStyles />
      <section className="acme-summary" aria-labelledby={summaryId}>
        <div className="acme-head">
          <span className="acme-mark" aria-hidden="true">
            <StarMark />
          </span>
          <h2 id={summaryId} className="acme-title">
            {settings.programName}
            <span className="status-visually-hidden">: {t('balanceHeading')}</span>
          </h2>
          <span className="acme-tier">{tierLabel(data.tier, t)}</span>
        </div>
        <p className="acme-balance">
          <span className="acme-balance-value">{format.number(data.points)}</span>{' '}
          <span className="acme-balance-unit">{t('pointsUnit')}</span>
        </p>
        <NextReward points={data} t={t} format={format} />
      </section>

      <section className="acme-section" aria-labelledby={listId}>
        <h2 id={listId}>{t('rewardsListHeading')}</h2>
        <ul className="acme-rewards" aria-labelledby={listId}>
          {data.rewards.map((reward) => (
            <RewardRow key={reward.id} reward={reward} points={data.points} currency={data.currency} />
          ))}
        </ul>
        <p className="acme-hint">{t('redeemHint')}</p>
      </section>

      <section className="acme-earn" aria-labelledby={earnId}>
        <h2 id={earnId}>{t('howYouEarnHeading')}</h2>
        <EarnText currency={data.currency} perUnit={data.pointsPerUnit} />
        <div className="acme-earn-links">
          <a className="status-button" href={config.routes.root}>
            {t('shopToEarn')}
          </a>
          {settings.rewardsPath && <a href={settings.rewardsPath}>{t('programLink', { program: settings.programName })}</a>}
        </div>
      </section>
    </div>
  );
}

function RewardRow({ reward, points, currency }: { reward: AcmeReward; points: number; currency: string }) {
  const { t, format } = useAcme();
  const unlocked = points >= reward.cost;
  const share = Math.max(0, Math.min(1, points / reward.cost));
  return (
    <li className="acme-reward" data-unlocked={unlocked || undefined}>
      <span className="acme-reward-icon" aria-hidden="true">
        {reward.kind === 'freeShipping' ? <TruckIcon /> : <TagIcon />}
      </span>
      <span className="acme-reward-name">{format.reward(reward, currency)}</span>
      <span className="acme-reward-cost">{t('rewardCost', { points: format.number(reward.cost) })}</span>
      {!unlocked && (
        <span className="acme-reward-bar" aria-hidden="true">
          <span style={{ width: `${Math.round(share * 100)}%` }} />
        </span>
      )}
      {unlocked ? (
        <span className="acme-reward-status" data-state="ready">
          <CheckIcon />
          {t('rewardReady')}
        </span>
      ) : (
        <span className="acme-reward-status" data-state="locked">
          {t('rewardToGo', { points: format.number(reward.cost - points) })}
        </span>
      )}
    </li>
  );
}
