import { defineSetup } from '../../runtime/public.ts';
import type { manifest } from './index.ts';
import { createAppProxyStrategy } from './strategy.ts';

export default defineSetup<typeof manifest>((ctx) => {
  ctx.shopLogin.register(createAppProxyStrategy({ getToken: () => ctx.identity.getToken() }));
});
