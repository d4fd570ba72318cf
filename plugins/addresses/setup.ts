import { defineSetup, type PluginContext } from '../../runtime/public.ts';

const form = (ctx: PluginContext) => () => import('./AddressForm.tsx').then((m) => m.addressFormPage(ctx));

export default defineSetup((ctx) => {
  const cleanups = [
    ctx.routes.add({
      name: 'addresses',
      previous: 'profile',
      heading: () => ctx.i18n.t('heading'),
      load: () => import('./AddressesPage.tsx').then((m) => m.addressesPage(ctx)),
    }),
    ctx.routes.add({ name: 'add-address', previous: 'addresses', heading: () => ctx.i18n.t('addHeading'), load: form(ctx) }),
    ctx.routes.add({ name: 'address', previous: 'addresses', heading: () => ctx.i18n.t('editHeading'), load: form(ctx) }),
  ];
  return () => cleanups.forEach((cleanup) => cleanup());
});
