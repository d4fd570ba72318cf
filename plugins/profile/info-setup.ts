import { defineSetup } from '../../runtime/public.ts';
import type { personalInfoManifest } from './index.ts';

export default defineSetup<typeof personalInfoManifest>(async (ctx) => {
  // Deferred, so its texts (the profile's, in its own namespace) join the catalogue with its code.
  await ctx.i18n.load({ en: () => import('./messages/pages-en.ts'), de: () => import('./messages/pages-de.ts') });
  return ctx.routes.add({ name: 'info', previous: 'profile', heading: () => ctx.i18n.t('info'), load: () => import('./InfoPage.tsx') });
});
