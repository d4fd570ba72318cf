// The collections list (`favorites-collections`, alias saved-collections; previous favorites): the
// shopper's collections, newest change first, each a link to its page with a 4-thumbnail preview (+N beyond),
// its item count and whether it is shared; "New collection" opens `create`.
import { EmptyCard, ListStatus, safeUrl, usePlugin } from '../../runtime/public.ts';
import type { CollectionItem } from './api.ts';
import type { Ctx, Favorites } from './model.ts';
import type { manifest } from './index.ts';
import { countText, go, icons, Styles, useCollections, useProduct } from './ui.tsx';

export default function CollectionsPage() {
  const { ctx, provided: favorites } = usePlugin<typeof manifest, Favorites>();
  const t = ctx.i18n.t;
  const list = useCollections(ctx, favorites);

  const create = (
    <a className="status-button status-fav-new" href="#status-create" onClick={(event) => go(event, () => ctx.navigate('#status-create'))}>
      {icons.add()}
      {t('newCollection')}
    </a>
  );

  return (
    <div className="status-fav">
      <Styles />
      <ListStatus
        resource={list}
        loadingLabel={t('loading')}
        errorText={t('collectionError', { action: t('actionLoad') })}
        retryLabel={t('retry')}
        empty={
          <EmptyCard heading={t('collectionsEmptyHeading')} text={t('collectionsEmptyText')} className="status-fav-empty">
            {create}
          </EmptyCard>
        }
      />
      {list.status === 'ready' ? (
        <>
          {create}
          <ul className="status-fav-collections">
            {list.data.map((collection) => (
              <li key={collection.uuid}>
                <a
                  className="status-fav-collection"
                  href={`#status-favorites-collection:${collection.uuid}`}
                  onClick={(event) => go(event, () => ctx.navigate(`#status-favorites-collection:${collection.uuid}`))}
                >
                  <Thumbnails ctx={ctx} items={collection.items} />
                  <span className="status-fav-collection-text">
                    <span className="status-fav-collection-name">{collection.name}</span>
                    <span className="status-muted">
                      {countText(ctx, collection.items.length)}
                      {collection.visibility === 'all' ? <span className="status-fav-badge">{t('sharedBadge')}</span> : null}
                    </span>
                  </span>
                  {icons.chevron()}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** A thumbnail grid shows 4, with +N for the rest. Decorative: the name and count say what it holds. */
function Thumbnails({ ctx, items }: { ctx: Ctx; items: readonly CollectionItem[] }) {
  const shown = items.slice(0, items.length > 4 ? 3 : 4);
  const more = items.length - shown.length;
  return (
    <span className="status-fav-thumbs" data-count={Math.min(items.length, 4)} aria-hidden="true">
      {shown.map((item) => (
        <Thumb key={item.id} ctx={ctx} item={item} />
      ))}
      {more > 0 ? <span className="status-fav-thumb" data-more="">+{more}</span> : null}
    </span>
  );
}

function Thumb({ ctx, item }: { ctx: Ctx; item: CollectionItem }) {
  const image = safeUrl(useProduct(ctx, item)?.image);
  return <span className="status-fav-thumb">{image ? <img src={image} alt="" loading="lazy" /> : null}</span>;
}
