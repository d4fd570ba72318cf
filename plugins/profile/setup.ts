import { defineSetup } from '../../runtime/public.ts';
import type { profileManifest } from './index.ts';

/** The texts of the profile's page and links, added to its namespace when the page loads. */
const messages = { en: () => import('./messages/pages-en.ts'), de: () => import('./messages/pages-de.ts') };

// Tiny on purpose (it is in every first open): the page links and support fills are registered by the
// profile page's chunk when it first loads (Page.tsx), before the page renders; their texts load beside it.
export default defineSetup<typeof profileManifest>((ctx) => {
  let removeFills: (() => void) | undefined;
  const removeRoute = ctx.routes.add({
    name: 'profile',
    tab: true,
    authRequired: false,
    load: () => Promise.all([import('./Page.tsx'), ctx.i18n.load(messages)]).then(([m]) => ((removeFills ??= m.fillProfile(ctx)), m)),
  });
  return () => [removeRoute, removeFills].forEach((cleanup) => cleanup?.());
});
