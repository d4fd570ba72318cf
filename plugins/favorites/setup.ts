// Favorites' setup: the model (model.ts), its five routes and the two wishlist strips. Runs once the
// panel's first open settled (the plugin is deferred), so the strips' product UI loads outside that open.
//
// Login (none needed; the settings decide): the favorites list works for guests
// (their anonymous identity) and a shared collection's link opens for anyone; the collections list, adding to
// a collection and creating one are for signed-in shoppers (anonymous users see no collection nav), so those
// routes send a guest to sign in and come back afterwards.
import { defineSetup, loadProductUi } from '../../runtime/public.ts';
import type { manifest } from './index.ts';
import { createCardButton } from './CardButton.tsx';
import { createFavorites, type Ctx } from './model.ts';
import { createStrip } from './strip.ts';

/** The profile and For you wishlist strips show at most 10. */
export const STRIP_MAX = 10;

export default defineSetup<typeof manifest>((ctx) => {
  // Its pages read the model with usePlugin().provided.
  const favorites = ctx.provide(createFavorites(ctx as Ctx));
  const t = ctx.i18n.t;
  const active = (state: { settings: Readonly<Record<string, unknown>> }) =>
    (state.settings.wishlist as { isActive?: unknown } | undefined)?.isActive === true;

  const cleanups: (() => void)[] = [
    ctx.routes.add({
      name: 'favorites',
      authRequired: false,
      isAvailable: active,
      heading: () => t('heading'),
      load: () => import('./FavoritesPage.tsx'),
    }),
    ctx.routes.add({
      name: 'favorites-collections',
      aliases: ['saved-collections'],
      previous: 'favorites',
      isAvailable: active,
      heading: () => t('collectionsHeading'),
      load: () => import('./CollectionsPage.tsx'),
    }),
    ctx.routes.add({
      name: 'favorites-collection',
      aliases: ['saved-collection'],
      authRequired: false, // a shared collection's link opens for anyone
      previous: 'favorites-collections',
      floatingNav: true,
      isAvailable: active,
      // The collection's name once known (the list, the create form or the page's own fetch remembered it).
      heading: ([uuid = '']) => favorites.state.names[uuid.toLowerCase()] ?? t('collectionHeading'),
      load: () => import('./CollectionPage.tsx'),
    }),
    ctx.routes.add({
      name: 'add',
      previous: 'favorites',
      heading: () => t('addHeading'),
      load: () => import('./AddPage.tsx'),
    }),
    ctx.routes.add({
      name: 'create',
      previous: 'favorites-collections',
      heading: () => t('createHeading'),
      // In the add page's chunk: the two halves of adding to a collection, and one chunk that reaches the
      // public entry (a page reaching React alone would split React out of the chunk the first open shares).
      load: () => import('./AddPage.tsx').then((m) => ({ default: m.CreatePage })),
    }),
  ];

  // The panel's cards get a favorite button when the merchant turned on in-app buttons.
  if ((ctx as Ctx).settings.wishlist?.showInAppButtons) {
    cleanups.push(ctx.slots.fill('product.card', { component: createCardButton(ctx as Ctx, favorites) }));
  }

  let disposed = false;
  loadProductUi().then(
    (ui) => {
      if (disposed) return;
      const strip = createStrip(ctx as Ctx, favorites, ui, STRIP_MAX);
      cleanups.push(ctx.slots.fill('forYou.wishlist', { component: strip }), ctx.slots.fill('profile.collections', { component: strip }));
    },
    (error: unknown) => ctx.report(error, 'favorites: product UI'),
  );

  return () => {
    disposed = true;
    cleanups.forEach((cleanup) => cleanup());
    favorites.dispose();
  };
});
