import { defineSetup } from '../../runtime/public.ts';
import type { manifest } from './index.ts';
import { createOidcStrategy } from './strategy.ts';

export default defineSetup<typeof manifest>((ctx) => {
  ctx.shopLogin.register(createOidcStrategy({ getToken: () => ctx.identity.getToken(), apiBaseUrl: () => ctx.store.config.apiBaseUrl }));
});
