// AddItem (`add`): puts one product into one of the shopper's collections. Params: productId and
// variantId (`add:{productId}+{variantId}`, or `add:collection+{productId}+{variantId}`). Adding goes
// through POST /saved/wishlist with the collection's uuid, so the item is a favorite too. "New collection"
// opens `create` for this product, which creates the collection with it and comes back here (this
// page is the default destination after saving).
import { useState } from 'react';
import { EmptyCard, ListStatus, safeUrl, usePlugin, type PageProps } from '../../runtime/public.ts';
import type { Collection, ProductKey } from './api.ts';
import type { Ctx, Favorites } from './model.ts';
import type { manifest } from './index.ts';
import { routeTarget } from './target.ts';
import { countText, go, icons, ListSkeleton, Styles, useCollections, useProduct } from './ui.tsx';

export { default as CreatePage } from './CreatePage.tsx';

const holds = (collection: Collection, target: ProductKey) =>
  collection.items.some((item) => String(item.productId) === String(target.productId) && String(item.variantId ?? '') === String(target.variantId ?? ''));

export default function AddPage({ route }: PageProps) {
  const { ctx, provided: favorites } = usePlugin<typeof manifest, Favorites>();
  const t = ctx.i18n.t;
  const target = routeTarget(route.params);
  const list = useCollections(ctx, favorites);
  const [adding, setAdding] = useState<string | null>(null);

  if (!target) {
    return (
      <div className="status-fav">
        <Styles />
        <EmptyCard heading={t('addHeading')} text={t('productMissing')} className="status-fav-empty" />
      </div>
    );
  }

  async function add(collection: Collection) {
    if (adding || !target) return;
    setAdding(collection.uuid);
    try {
      await favorites.add(target, collection.uuid);
      const item = { id: `new-${Date.now()}`, ...target, productId: Number(target.productId), variantId: target.variantId === null ? null : Number(target.variantId) };
      list.update((collections) => collections.map((c) => (c.uuid === collection.uuid ? { ...c, items: [...c.items, item] } : c)));
      ctx.toast({ message: t('addedTo', { name: collection.name }), tone: 'success' });
    } catch (error) {
      ctx.report(error, 'favorites: POST /saved/wishlist (collection)');
      ctx.toast({ message: t('addError'), tone: 'destructive' });
    }
    setAdding(null);
  }

  // The same params as this page's, so saving comes back to exactly this entry of the back stack.
  const createHash = `#status-create:${route.params.join('+')}`;
  return (
    <div className="status-fav">
      <Styles />
      <ProductSummary ctx={ctx} target={target} />
      <a className="status-button status-fav-new" href={createHash} onClick={(event) => go(event, () => ctx.navigate(createHash))}>
        {icons.add()}
        {t('newCollection')}
      </a>
      <ListStatus
        resource={list}
        loadingLabel={t('loading')}
        loading={<ListSkeleton count={2} label={t('loading')} />}
        errorText={t('collectionError', { action: t('actionLoad') })}
        retryLabel={t('retry')}
        empty={<EmptyCard heading={t('collectionsEmptyHeading')} text={t('collectionsEmptyText')} className="status-fav-empty" />}
      />
      {list.status === 'ready' ? (
        <ul className="status-fav-collections">
          {list.data.map((collection) => {
            const inside = holds(collection, target);
            return (
              <li key={collection.uuid}>
                <button
                  type="button"
                  className="status-fav-collection"
                  aria-disabled={inside || adding !== null || undefined}
                  onClick={() => !inside && void add(collection)}
                >
                  <span className="status-fav-collection-icon">{icons.folder()}</span>
                  <span className="status-fav-collection-text">
                    <span className="status-fav-collection-name">{collection.name}</span>
                    <span className="status-muted">{countText(ctx, collection.items.length)}</span>
                  </span>
                  <span className="status-fav-pill" data-added={inside || undefined}>
                    {inside ? icons.check() : icons.add()}
                    {inside ? t('added') : t('add')}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

/** The product being added: picture, title and variant, from the (cached) product client. */
function ProductSummary({ ctx, target }: { ctx: Ctx; target: ProductKey }) {
  const data = useProduct(ctx, target);
  const image = safeUrl(data?.image);
  return (
    <div className="status-fav-summary-card" aria-busy={!data || undefined}>
      <span className="status-fav-summary-media">{image ? <img src={image} alt="" /> : null}</span>
      <span className="status-fav-collection-text">
        <span className="status-fav-collection-name">{data?.title ?? ctx.i18n.t('loading')}</span>
        {data?.variantTitle ? <span className="status-muted">{data.variantTitle}</span> : null}
      </span>
    </div>
  );
}
