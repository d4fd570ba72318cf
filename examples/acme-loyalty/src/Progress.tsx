// The program's head (mark, name, tier), the balance, and the progress toward the next reward: a bar
// (decorative) and the sentence that says it. The points card and the rewards page share them.
import type { ReactNode } from 'react';
import type { AcmePoints } from './api.ts';
import { useAcme } from './hooks.ts';
import { AlertIcon, StarMark } from './icons.tsx';
import { AcmeStyles } from './styles.tsx';

export function Balance({ points, titleId, title }: { points: AcmePoints | null; titleId: string; title?: ReactNode }) {
  const { t, settings, format } = useAcme();
  const tier = points?.tier;
  return (
    <>
      <div className="acme-head">
        <span className="acme-mark" aria-hidden="true">
          <StarMark />
        </span>
        <h2 id={titleId} className="acme-title">
          {settings.own.programName}
          {title}
        </h2>
        {tier && <span className="acme-tier">{t(tier === 'gold' ? 'tierGold' : tier === 'silver' ? 'tierSilver' : 'tierMember')}</span>}
      </div>
      {points && (
        <>
          <p className="acme-balance">
            <span className="acme-balance-value">{format.number(points.points)}</span> <span className="acme-balance-unit">{t('pointsUnit')}</span>
          </p>
          <NextReward points={points} />
        </>
      )}
    </>
  );
}

function NextReward({ points }: { points: AcmePoints }) {
  const { t, format } = useAcme();
  const next = points.nextReward;
  if (!next) return <p className="acme-next">{t('allUnlocked')}</p>;
  return (
    <>
      <Bar className="acme-progress" share={points.points / next.cost} />
      <p className="acme-next">{t('toNextReward', { points: format.number(next.cost - points.points), reward: format.reward(next, points.currency) })}</p>
    </>
  );
}

export const Bar = ({ className, share }: { className: string; share: number }) => (
  <span className={className} aria-hidden="true">
    <span style={{ width: `${Math.round(Math.max(0, Math.min(1, share)) * 100)}%` }} />
  </span>
);

/** Loading (a skeleton of `blocks` lines) or the error with a retry, for data that is not there yet. */
export function NotYet({ failed, retry, blocks, className }: { failed: boolean; retry: () => void; blocks: number; className: string }) {
  const { t } = useAcme();
  if (!failed) {
    return (
      <div className={className} aria-busy="true">
        <AcmeStyles />
        <span className="status-visually-hidden">{t('loading')}</span>
        {Array.from({ length: blocks }, (_, i) => (
          <span key={i} className="status-skeleton-block" aria-hidden="true" />
        ))}
      </div>
    );
  }
  return (
    <>
      <p className="acme-error">
        <AlertIcon />
        {t('loadError')}
      </p>
      <div className="acme-actions">
        <button type="button" className="status-button" onClick={retry}>
          {t('retry')}
        </button>
      </div>
    </>
  );
}
