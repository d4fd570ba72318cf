// Progress toward the next reward: a bar (decorative) and the sentence that says it.
import type { AcmePoints } from './api.ts';
import type { Formatters } from './format.ts';
import type { Translate } from './hooks.ts';

export function NextReward({ points, t, format }: { points: AcmePoints; t: Translate; format: Formatters }) {
  const next = points.nextReward;
  if (!next) return <p className="acme-next">{t('allUnlocked')}</p>;
  const share = Math.max(0, Math.min(1, points.points / next.cost));
  return (
    <>
      <div className="acme-progress" aria-hidden="true">
        <span style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
      <p className="acme-next">
        {t('toNextReward', { points: format.number(next.cost - points.points), reward: format.reward(next, points.currency) })}
      </p>
    </>
  );
}

export function tierLabel(tier: AcmePoints['tier'], t: Translate): string {
  return t(tier === 'gold' ? 'tierGold' : tier === 'silver' ? 'tierSilver' : 'tierMember');
}
