// The login plugin's code (loaded when the plugin starts; the manifest is index.ts).
import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { defineSetup, FILL_ORDER, FRAME_FORM, type PageLoader, type PageProps, type SlotsOf } from '../../runtime/public.ts';
import type { manifest } from './index.ts';
import type { LoginController, LoginProvided, LoginState } from './controller.ts';

// The English messages travel in this chunk: every first open needs both, and one file instead of two saves a
// request and a compile on the main thread (~2 ms at 4× CPU; the manifest loads `en` from here, as For you's).
export { default as en } from './messages/en.ts';

/** The tab each login slot sits on: after the sign-in the widget comes back to it. */
const LOGIN_SLOTS: readonly [SlotsOf<typeof manifest>, string][] = [
  ['forYou.login', '#status-foryou'],
  ['orders.login', '#status-orders'],
  ['profile.login', '#status-profile'],
];

/**
 * The section keeps the form's room while its chunk arrives, so the page below does not jump. Named as the
 * form: while the loader's frame's card sits above it in the panel's page, it is hidden (app/frame-login.ts).
 */
const SECTION_PLACEHOLDER = createElement('div', { className: 'status-card', style: { minHeight: 320 }, 'aria-hidden': true, [FRAME_FORM]: 'login' });

export default defineSetup<typeof manifest>((ctx) => {
    const t = (key: string) => ctx.i18n.t(key);
    // The same slice the controller works on (ctx.state returns the existing one).
    const state = ctx.state<LoginState>({ pending: null, email: '' });

    // Its pages and fills read the controller with useLogin() (usePlugin().provided); each loads after it.
    const provided = ctx.provide<LoginProvided>({ controller: null });
    let controller: Promise<LoginController> | null = null;
    const getController = () =>
      // Through LoginSection, which every first open for a guest shows: one chunk instead of a re-export wrapper.
      (controller ??= import('./LoginSection.tsx').then((m) => (provided.controller = m.createLoginController(ctx))));
    /** A component of a lazily loaded module, loaded with the controller. */
    const withLogin = <P extends object>(load: () => Promise<ComponentType<P>>) =>
      lazy(async () => ({ default: (await Promise.all([getController(), load()]))[1] }));
    const page = (load: () => Promise<ComponentType<PageProps>>): PageLoader => async () => ({ default: (await Promise.all([getController(), load()]))[1] });

    const Section = withLogin<{ returnTo: string }>(() => import('./LoginSection.tsx').then((m) => m.LoginSection));
    const SignOutButton = withLogin<object>(() => import('./SignOut.tsx').then((m) => m.SignOutButton));
    // Most shoppers opening the panel are guests: fetch the section while the panel mounts, without waiting.
    // Not for a customer the page already knows (logged in to the store, page config): their first open
    // shows no login section, and its ~2 KB would count in their first open (budget: ≤ 100 KB).
    if (!ctx.store.customer?.customerId) Promise.all([getController(), import('./LoginSection.tsx')]).catch((error: unknown) => ctx.report(error, 'login chunks'));

    const cleanups = [
      ctx.routes.add({
        name: 'verify',
        authRequired: false,
        heading: () => (state.pending?.method === 'magicLink' ? t('magicLinkSentHeading') : t('verifyHeading')),
        load: page(() => import('./VerifyPage.tsx').then((m) => m.VerifyPage)),
      }),
      ctx.routes.add({
        name: 'magic-link',
        authRequired: false,
        heading: () => t('magicLinkHeading'),
        load: page(() => import('./MagicLinkPage.tsx').then((m) => m.MagicLinkPage)),
      }),
      // save-progress: no login (a guest leaves an email); its texts come with its chunk.
      ctx.routes.add({
        name: 'save-progress',
        authRequired: false,
        heading: () => t('saveProgressHeading'),
        load: async () => {
          await ctx.i18n.load({ en: () => import('./messages/save-progress-en.ts'), de: () => import('./messages/save-progress-de.ts') });
          return import('./SaveProgressPage.tsx');
        },
      }),
      // Not protected: signing out must work for everyone signed in, also before the customer id is known,
      // and a remembered sign-out would otherwise sign the shopper out right after their next sign-in.
      ctx.routes.add({
        name: 'sign-out',
        authRequired: false,
        heading: () => t('signOut'),
        load: page(() => import('./SignOut.tsx').then((m) => m.SignOutPage)),
      }),
      ...LOGIN_SLOTS.map(([slot, returnTo]) =>
        ctx.slots.fill(slot, {
          order: FILL_ORDER.first,
          when: (c) => !c.isCustomer,
          component: () => createElement(Suspense, { fallback: SECTION_PLACEHOLDER }, createElement(Section, { returnTo })),
        }),
      ),
      ctx.slots.fill('profile.signOut', {
        order: FILL_ORDER.first,
        // Stays while logging out (the customer is already cleared then) so the button can show its loading state.
        when: (c) => c.isCustomer || ctx.store.auth.isLoggingOut,
        component: () => createElement(Suspense, { fallback: null }, createElement(SignOutButton, {})),
      }),
    ];
    return () => cleanups.forEach((cleanup) => cleanup());
});
