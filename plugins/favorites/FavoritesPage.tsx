// The favorites page (`favorites`): the shopper's wishlist as a grid, each with remove (optimistic,
// then the list is refetched) and, for signed-in shoppers, "Add to collection" (`#status-add:{productId}+{variantId}`);
// a link to the collections list for signed-in shoppers (anonymous users see no collection nav), and
// for a guest with favorites a link to save their progress with an email (`#status-save-progress`).
import { useEffect, useRef } from 'react';
import { EmptyCard, ListStatus, usePlugin, useSnapshot, useStore } from '../../runtime/public.ts';
import { productRef, type FavoritesState, type Favorites } from './model.ts';
import type { manifest } from './index.ts';
import { go, icons, refocusAfterRemove, Styles, titleOf, useProductTitles, useProductUi } from './ui.tsx';


export default function FavoritesPage() {
  const { ctx, provided: favorites } = usePlugin<typeof manifest, Favorites>();
  const t = ctx.i18n.t;
  const { auth } = useStore();
  const uid = auth.user?.uid ?? null;
  const { items, status } = useSnapshot(favorites.state) as Readonly<FavoritesState>;
  const ui = useProductUi(ctx);
  const root = useRef<HTMLDivElement>(null);

  // Fresh on every visit: the theme's hearts may have changed it while the panel was closed.
  useEffect(() => {
    favorites.ensure();
    if (uid) void favorites.refresh();
  }, [uid]);

  const refs = (items ?? []).map(productRef);
  const titles = useProductTitles(ctx, refs);

  return (
    <div className="status-fav" ref={root}>
      <Styles />
      {auth.isSignedIn ? (
        <a className="status-fav-row-link" href="#status-favorites-collections" onClick={(event) => go(event, () => ctx.navigate('#status-favorites-collections'))}>
          {icons.folder()}
          <span>{t('collectionsLink')}</span>
          {icons.chevron()}
        </a>
      ) : items && items.length > 0 ? (
        // A guest with favorites: keep them with an email, no sign-in (save-progress).
        <a className="status-fav-row-link" href="#status-save-progress" onClick={(event) => go(event, () => ctx.navigate('#status-save-progress'))}>
          {icons.save()}
          <span>{t('saveProgress')}</span>
          {icons.chevron()}
        </a>
      ) : null}
      {status === 'error' ? (
        <ListStatus resource={{ status, retry: () => void favorites.refresh() }} loadingLabel={t('loading')} errorText={t('loadError')} retryLabel={t('retry')} />
      ) : !ui ? null : (
        <ui.ProductGrid
          products={items === null ? null : refs}
          max={Math.max(refs.length, 1)}
          loadingLabel={t('loadingProducts')}
          cardExtras={false}
          empty={
            <EmptyCard heading={t('emptyHeading')} text={t('emptyText')} className="status-fav-empty" focusable>
              <a className="status-button" data-variant="primary" href={ctx.store.config.routes.root}>
                {t('startShopping')}
              </a>
            </EmptyCard>
          }
          actions={(_ref, index) => {
            const item = items![index]!;
            const title = titleOf(ctx, titles, refs[index]!);
            return (
              <>
                <button type="button" className="status-icon-button status-fav-remove" aria-label={t('remove', { title })} onClick={() => {
                    void favorites.remove(item);
                    refocusAfterRemove(root.current, index, () => root.current?.querySelector<HTMLElement>('a, .status-fav-empty h2') ?? null);
                  }}>
                  {icons.remove()}
                </button>
                {auth.isSignedIn ? (
                  <a
                    className="status-fav-chip"
                    href={`#status-add:${item.productId}+${item.variantId ?? ''}`}
                    aria-label={t('addToCollectionOf', { title })}
                    onClick={(event) => go(event, () => ctx.navigate(`#status-add:${item.productId}+${item.variantId ?? ''}`))}
                  >
                    {icons.add()}
                    <span>{t('addToCollection')}</span>
                  </a>
                ) : null}
              </>
            );
          }}
        />
      )}
    </div>
  );
}
