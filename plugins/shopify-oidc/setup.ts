import { defineSetup } from '../../runtime/public.ts';
import { createOidcStrategy } from './strategy.ts';

export default defineSetup((ctx) => {
  ctx.shopLogin.register(createOidcStrategy({ getToken: () => ctx.identity.getToken(), apiBaseUrl: () => ctx.store.config.apiBaseUrl }));
});
