// The subscriptions row on For you (the provider's page has the whole card). Its link: the subscription link
// (GET /integrations/{shopId}/{customerId}/subscription-link, kept 60 s) with the provider token when one is kept; without a token it names the
// provider's login page, and a click first asks the provider for a token (POST /apps/retextion/login): with
// one it goes to the subscriptions, without one to the provider's login page.
import { useState, type MouseEvent } from 'react';
import { defineSetup, loadProgramUi, safeUrl, usePlugin, useStore } from '../../runtime/public.ts';
import type { manifest } from './index.ts';
import { inCountries, LINK_MAX_AGE_MS, navigation, providerLogin, providerLoginPage, storedToken, withToken } from './provider.ts';

const ID = 'subscriptions-card';

const localStore = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export default defineSetup<typeof manifest>(async (ctx) => {
  const ui = await loadProgramUi();
  const own = ctx.settings.subscriptions;
  const shopId = encodeURIComponent(ctx.store.config.shopId);
  const link = ui.createCustomerResource(
    async (customerId) => {
      const answer = await ctx.api.get<{ link?: unknown }>(`/integrations/${shopId}/${encodeURIComponent(customerId)}/subscription-link`);
      const safe = safeUrl(answer?.link);
      if (!safe) throw new Error('subscription-link: no usable link in the answer');
      return safe;
    },
    { maxAgeMs: LINK_MAX_AGE_MS, report: (error) => ctx.report(error, 'GET /integrations/{shopId}/{customerId}/subscription-link') },
  );

  function SubscriptionsCard() {
    const { t: text } = usePlugin();
    const customerId = useStore().customer?.customerId ?? null;
    const view = link.use(customerId);
    const [busy, setBusy] = useState(false);
    if (!customerId) return null;
    if (view.status === 'loading') return <ui.ProgramSkeleton program={ID} label={text('loading')} row />;
    const base = window.location.href;
    const loginPage = providerLoginPage(base, own.storeIdHash);
    const token = storedToken(localStore(), customerId);

    const open = (event: MouseEvent<HTMLAnchorElement>) => {
      ctx.track('subscriptions_button_clicked');
      if (token || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      if (busy) return;
      setBusy(true);
      void Promise.all([providerLogin(ctx.http, localStore(), customerId, base), link.get(customerId)])
        .then(([fresh, url]) => navigation.assign(fresh ? withToken(url, fresh, base) : loginPage))
        .catch(() => navigation.assign(loginPage))
        .finally(() => setBusy(false));
    };

    return (
      <ui.ProgramRow
        program={ID}
        title={own.name}
        mark="repeat"
        accent="#0e7490"
        soft="#ddf4f8"
        {...(view.status === 'ready'
          ? { fact: text('text'), link: { href: token ? withToken(view.data, token, base) : loginPage, label: text('manage'), onClick: open, busy } }
          : {})}
      >
        {view.status === 'ready' ? null : <ui.ProgramProblem message={text('loadError')} retryLabel={text('retry')} onRetry={view.retry} />}
      </ui.ProgramRow>
    );
  }

  return ctx.slots.fill('forYou.subscriptions', {
    when: (c) => c.isCustomer && inCountries(own.countries, ctx.store.config.locale.countryCode),
    component: SubscriptionsCard,
  });
});
