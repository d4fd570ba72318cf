import { defineSetup } from '../../runtime/public.ts';
import type { profileManifest } from './index.ts';

// Tiny on purpose (it is in every first open): the page links and support fills are registered by the
// profile page's chunk when it first loads (Page.tsx), before the page renders.
export default defineSetup<typeof profileManifest>((ctx) => {
  let removeFills: (() => void) | undefined;
  const removeRoute = ctx.routes.add({
    name: 'profile',
    tab: true,
    authRequired: false,
    load: () => import('./Page.tsx').then((m) => ((removeFills ??= m.fillProfile(ctx)), m)),
  });
  return () => [removeRoute, removeFills].forEach((cleanup) => cleanup?.());
});
