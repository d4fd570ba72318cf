// Saved from cart's setup: the route, and a refresh signal when cart sync recorded items (a POST /saved/cart
// answered), so an open list shows them without the two plugins knowing each other (DESIGN §5).
import { createElement } from 'react';
import { defineSetup, type PageProps } from '../../runtime/public.ts';

export default defineSetup<'saved'>((ctx) => {
  const state = ctx.state({ version: 0 });
  ctx.hooks.response.tap((response) => {
    if (response.method === 'POST' && response.path === '/saved/cart' && response.status < 400) state.version += 1;
  });
  return ctx.routes.add({
    name: 'saved-from-cart',
    aliases: ['saved'],
    authRequired: false,
    heading: () => ctx.i18n.t('heading'),
    load: async () => {
      const { SavedPage } = await import('./SavedPage.tsx');
      return { default: (props: PageProps) => createElement(SavedPage, { ...props, ctx, state }) };
    },
  });
});
