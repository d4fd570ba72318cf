// "How you earn": one short section a merchant places where they like (slot acme-loyalty.rewardsInfo, e.g. on
// a page of their own); the rewards page shows the same text.
import { useId } from 'react';
import { useAcme } from './hooks.ts';
import { AcmeStyles } from './styles.tsx';

export function EarnText({ currency, perUnit = 1 }: { currency?: string; perUnit?: number }) {
  const acme = useAcme();
  return <p>{acme.t('howYouEarn', { amount: acme.format.money(1 / perUnit, currency ?? acme.currency) })}</p>;
}

export function HowYouEarn() {
  const { t } = useAcme();
  const headingId = useId();
  return (
    <section className="acme-earn" aria-labelledby={headingId}>
      <AcmeStyles />
      <h2 id={headingId}>{t('howYouEarnHeading')}</h2>
      <EarnText />
    </section>
  );
}
