// The membership row on For you (the membership page has the whole card): the merchant's link (through the URL policy: http(s) or a path of the shop) with
// `customerId` set to the signed-in customer's id, and membership_button_clicked tracked on the way.
import { defineSetup, loadProgramUi, safeUrl, usePlugin, useStore } from '../../runtime/public.ts';
import type { manifest } from './index.ts';

const ID = 'membership-card';

/** `link` with `?customerId={id}` (replacing one already there); null when the policy refuses the link. */
export function membershipHref(link: string, customerId: string, base: string): string | null {
  const safe = safeUrl(link);
  if (!safe) return null;
  const url = new URL(safe, base);
  url.searchParams.set('customerId', customerId);
  return url.origin === new URL(base).origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

export default defineSetup<typeof manifest>(async (ctx) => {
  const ui = await loadProgramUi();
  const own = ctx.settings.membership;

  function MembershipCard() {
    const { t } = usePlugin();
    const customerId = useStore().customer?.customerId ?? null;
    const href = customerId ? membershipHref(own.link, customerId, window.location.href) : null;
    if (!href) return null;
    return (
      <ui.ProgramRow
        program={ID}
        title={own.name}
        mark="badge"
        accent="#6d28d9"
        soft="#efe7ff"
        fact={t('text')}
        link={{ href, label: t('open'), onClick: () => ctx.track('membership_button_clicked') }}
      />
    );
  }

  return ctx.slots.fill('forYou.membership', { when: (c) => c.isCustomer, component: MembershipCard });
});
