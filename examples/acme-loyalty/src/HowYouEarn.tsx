// "How you earn": one short section a merchant places where they like (slot acme-loyalty.rewardsInfo, e.g. on
// a page of their own); the rewards page shows the same text.
import { useFill } from '@status/sdk';
import { useId } from 'react';
import { useAcme } from './hooks.ts';
import { AcmeStyles } from './styles.tsx';

export function EarnText({ currency, perUnit = 1 }: { currency: string; perUnit?: number }) {
  const { t, format } = useAcme();
  return <p>{t('howYouEarn', { amount: format.money(1 / perUnit, currency) })}</p>;
}

export function HowYouEarn() {
  const fill = useFill('acme-loyalty.rewardsInfo');
  const { currency } = useAcme();
  const headingId = useId();
  return (
    <section className="acme-earn" aria-labelledby={headingId}>
      <AcmeStyles />
      <h2 id={headingId}>{fill.t('howYouEarnHeading')}</h2>
      <EarnText currency={fill.currency ?? currency} />
    </section>
  );
}
