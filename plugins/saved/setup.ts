// Saved from cart's setup: the route, the For you strip, and a refresh signal when cart sync recorded items (a
// POST /saved/cart answered), so an open list or strip shows them without the two plugins knowing each other.
import { defineSetup } from '../../runtime/public.ts';
import type { manifest } from './index.ts';
import type { SavedState } from './SavedPage.tsx';

export default defineSetup<typeof manifest>((ctx) => {
  const state = ctx.state<SavedState>({ version: 0 });
  ctx.hooks.response.tap((response) => {
    if (response.method === 'POST' && response.path === '/saved/cart' && response.status < 400) state.version += 1;
  });
  // The For you strip (strip.tsx, with the product cards): this plugin starts after the first open, so none of
  // it is in that open's bytes.
  const strip = import('./strip.tsx').then((m) => m.createSavedStrip(ctx, state));
  strip.catch(ctx.report);
  const removeRoute = ctx.routes.add({
    name: 'saved-from-cart',
    aliases: ['saved'],
    authRequired: false,
    heading: () => ctx.i18n.t('heading'),
    load: () => import('./SavedPage.tsx'),
  });
  return () => {
    removeRoute();
    void strip.then((remove) => remove(), () => {});
  };
});
