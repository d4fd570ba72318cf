import { defineSetup } from '../../runtime/public.ts';
import { createAppProxyStrategy } from './strategy.ts';

export default defineSetup((ctx) => {
  ctx.shopLogin.register(createAppProxyStrategy({ getToken: () => ctx.identity.getToken() }));
});
