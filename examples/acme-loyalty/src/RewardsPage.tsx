// The rewards page (route acme-rewards, back to For you): the balance and tier, every reward with what it
// costs and how far away it is, how points are earned, and the store's page about the program when set.
import { useEffect, useId } from 'react';
import { useSnapshot } from '@status/sdk';
import type { AcmeReward } from './api.ts';
import { EarnText } from './HowYouEarn.tsx';
import { useAcme } from './hooks.ts';
import { CheckIcon, TagIcon, TruckIcon } from './icons.tsx';
import { Balance, Bar, NotYet } from './Progress.tsx';
import { AcmeStyles } from './styles.tsx';

export default function RewardsPage() {
  const { t, settings, store, customerId, root } = useAcme();
  const { rewards } = useSnapshot(store.state);
  const [summaryId, listId, earnId] = [useId(), useId(), useId()];

  // Fresh on every visit; what was loaded before stays on screen meanwhile.
  useEffect(() => {
    if (customerId) store.loadRewards(customerId);
  }, [store, customerId]);

  const mine = rewards.key === customerId ? rewards : null;
  if (!mine?.data) {
    const notYet = <NotYet failed={mine?.status === 'error'} retry={() => customerId && store.loadRewards(customerId)} blocks={4} className="acme-page-skeleton" />;
    return mine?.status === 'error' ? (
      <div className="acme-page">
        <AcmeStyles />
        <div className="status-card">{notYet}</div>
      </div>
    ) : (
      notYet
    );
  }

  const data = mine.data;
  const { programName, rewardsPath } = settings.own;
  return (
    <div className="acme-page">
      <AcmeStyles />
      <section className="acme-summary" aria-labelledby={summaryId}>
        <Balance points={data} titleId={summaryId} title={<span className="status-visually-hidden">: {t('balanceHeading')}</span>} />
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
          <a className="status-button" href={root}>
            {t('shopToEarn')}
          </a>
          {rewardsPath && <a href={rewardsPath}>{t('programLink', { program: programName })}</a>}
        </div>
      </section>
    </div>
  );
}

function RewardRow({ reward, points, currency }: { reward: AcmeReward; points: number; currency: string }) {
  const { t, format } = useAcme();
  const unlocked = points >= reward.cost;
  return (
    <li className="acme-reward" data-unlocked={unlocked || undefined}>
      <span className="acme-reward-icon" aria-hidden="true">
        {reward.kind === 'freeShipping' ? <TruckIcon /> : <TagIcon />}
      </span>
      <span className="acme-reward-name">{format.reward(reward, currency)}</span>
      <span className="acme-reward-cost">{t('rewardCost', { points: format.number(reward.cost) })}</span>
      {!unlocked && <Bar className="acme-reward-bar" share={points / reward.cost} />}
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
