import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { defineSetup, type PluginContext } from '../../runtime/public.ts';

// The fills live in links.tsx, fetched with the profile page (its route's load), so they show with it.
const links = () => import('./links.tsx');

export default defineSetup((ctx) => {
  const fill = (pick: (m: Awaited<ReturnType<typeof links>>) => ComponentType<{ ctx: PluginContext }>) => {
    const Component = lazy(() => links().then((m) => ({ default: pick(m) })));
    return () => createElement(Suspense, { fallback: null }, createElement(Component, { ctx }));
  };
  const cleanups = [
    ctx.routes.add({
      name: 'profile',
      tab: true,
      authRequired: false,
      load: () => Promise.all([import('./Page.tsx'), links()]).then(([page]) => page),
    }),
    ctx.routes.add({
      name: 'info',
      previous: 'profile',
      heading: () => (ctx.i18n.language.startsWith('de') ? 'Persönliche Daten' : 'Personal info'),
      load: () => import('./InfoPage.tsx').then((m) => m.infoPage(ctx)),
    }),
    ctx.slots.fill('profile.pageLinks', { when: (c) => c.isCustomer, component: fill((m) => m.PageLinks) }),
    ctx.slots.fill('profile.support', { component: fill((m) => m.Support) }),
  ];
  return () => cleanups.forEach((cleanup) => cleanup());
});
