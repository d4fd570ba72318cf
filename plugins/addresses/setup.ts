import { defineSetup } from '../../runtime/public.ts';
import type { manifest } from './index.ts';

const form = () => import('./AddressForm.tsx');

export default defineSetup<typeof manifest>(async (ctx) => {
  // Its texts join the catalogue with its code: the manifest, in the panel chunk, names none of them.
  await ctx.i18n.load({ en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') });
  const t = ctx.i18n.t;
  const cleanups = [
    ctx.routes.add({
      name: 'addresses',
      previous: 'profile',
      heading: () => t('heading'),
      load: () => import('./AddressesPage.tsx'),
    }),
    ctx.routes.add({ name: 'add-address', previous: 'addresses', heading: () => t('addHeading'), load: form }),
    ctx.routes.add({ name: 'address', previous: 'addresses', heading: () => t('editHeading'), load: form }),
  ];
  return () => cleanups.forEach((cleanup) => cleanup());
});
