import { defineSetup } from '../../runtime/public.ts';
import type { personalInfoManifest } from './index.ts';
import { profileText } from './messages.ts';

export default defineSetup<typeof personalInfoManifest>((ctx) =>
  ctx.routes.add({
    name: 'info',
    previous: 'profile',
    heading: () => profileText(ctx.i18n.language, 'info'),
    load: () => import('./InfoPage.tsx').then((m) => m.infoPage(ctx)),
  }),
);
