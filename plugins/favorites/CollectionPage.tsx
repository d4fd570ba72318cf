// One collection (`favorites-collection:{uuid}`, alias saved-collection; heading its name; floating nav;
// previous the collections list). What the nav offers depends on who looks: its creator (`isOwner`)
// gets Share (visibility 'all', and a link that opens this page for anyone, copied to the clipboard)
// and Edit (an action panel with Rename and Delete collection: back to the list with an Undo toast that recreates it with the same
// name and items); another signed-in shopper gets "Save collection" (a copy with its items, theirs); an
// anonymous visitor sees the items and no nav.
import { useEffect, useId, useRef, useState } from 'react';
import { ActionPanel, usePlugin, useResource, useStore, type PageProps } from '../../runtime/public.ts';
import { createCollection, deleteCollection, getCollection, removeCollectionItem, updateCollection, type Collection } from './api.ts';
import { productRef, type Ctx, type Favorites } from './model.ts';
import type { manifest } from './index.ts';
import { countText, icons, NameForm, refocusAfterRemove, Styles, titleOf, useProductTitles, useProductUi } from './ui.tsx';

type Busy = null | 'share' | 'rename' | 'delete' | 'save';

/** The link a shared collection travels by: the shop's home with the collection's route. */
export function shareUrl(ctx: Ctx, uuid: string): string {
  const url = new URL(ctx.store.config.routes?.root || '/', globalThis.location.href);
  url.hash = `status-favorites-collection:${uuid}`;
  return url.href;
}

export default function CollectionPage({ route }: PageProps) {
  const { ctx, provided: favorites } = usePlugin<typeof manifest, Favorites>();
  const t = ctx.i18n.t;
  const uuid = (route.params[0] ?? '').toLowerCase();
  const { auth } = useStore();
  const uid = auth.user?.uid ?? null;
  const ui = useProductUi(ctx);
  const [busy, setBusy] = useState<Busy>(null);
  const [editing, setEditing] = useState<null | 'menu' | 'rename'>(null);
  const [link, setLink] = useState<string | null>(null);
  const firstEdit = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  // Opening Edit (or coming back from Rename) moves focus to the action panel's first action.
  useEffect(() => {
    if (editing === 'menu') firstEdit.current?.focus({ preventScroll: false });
  }, [editing]);
  const linkId = useId();


  // The identity (a guest's anonymous one) comes with the open: isOwner depends on it. A 404 or 400 is no such
  // collection (null: the page says so).
  const page = useResource(
    (signal) =>
      getCollection(ctx.api, uuid, signal).then(
        (collection) => (favorites.rememberName(collection), collection),
        (error: unknown) => {
          const status = (error as { status?: number })?.status;
          if (status === 404 || status === 400) return null;
          throw error;
        },
      ),
    [ctx, uuid, uid],
    { enabled: !!uid, keep: true, onError: (error) => ctx.report(error, 'favorites: GET /saved/wishlist-collection/{uuid}') },
  );

  const collection = page.status === 'ready' ? page.data : null;
  const refs = (collection?.items ?? []).map(productRef);
  const titles = useProductTitles(ctx, refs);
  const failed = (action: string) => ctx.toast({ message: t('collectionError', { action: t(action) }), tone: 'destructive' });
  const update = (next: Collection) => {
    favorites.rememberName(next);
    page.update(() => next);
  };

  async function share(current: Collection) {
    if (busy) return;
    setBusy('share');
    try {
      if (current.visibility !== 'all') update(await updateCollection(ctx.api, current.uuid, { visibility: 'all' }));
    } catch (error) {
      ctx.report(error, 'favorites: PUT /saved/wishlist-collection/{uuid} (share)');
      ctx.toast({ message: t('shareError'), tone: 'destructive' });
      setBusy(null);
      return;
    }
    const href = shareUrl(ctx, current.uuid);
    setLink(href);
    setBusy(null);
    try {
      await globalThis.navigator.clipboard.writeText(href);
      ctx.toast({ message: t('linkCopied'), tone: 'success' });
    } catch {
      // No clipboard (permissions, an old browser): the link is on the page to copy by hand.
      ctx.toast({ message: t('linkReady') });
    }
  }

  async function rename(current: Collection, name: string) {
    setBusy('rename');
    try {
      update(await updateCollection(ctx.api, current.uuid, { name }));
      setEditing(null);
      ctx.toast({ message: t('renamed'), tone: 'success' });
    } catch (error) {
      ctx.report(error, 'favorites: PUT /saved/wishlist-collection/{uuid} (rename)');
      failed('actionRename');
    }
    setBusy(null);
  }

  async function remove(current: Collection) {
    if (busy) return;
    setBusy('delete');
    try {
      await deleteCollection(ctx.api, current.uuid);
    } catch (error) {
      ctx.report(error, 'favorites: DELETE /saved/wishlist-collection/{uuid}');
      failed('actionDelete');
      setBusy(null);
      return;
    }
    favorites.state.collectionsVersion += 1;
    ctx.navigate('#status-favorites-collections', { replace: true });
    ctx.toast({
      message: t('deleted'),
      action: {
        label: t('undo'),
        run: () => {
          createCollection(ctx.api, { name: current.name, visibility: current.visibility, items: current.items }).then(
            (restored) => {
              favorites.rememberName(restored);
              favorites.state.collectionsVersion += 1;
              ctx.toast({ message: t('restored'), tone: 'success' });
            },
            (error: unknown) => {
              ctx.report(error, 'favorites: POST /saved/wishlist-collection (undo)');
              failed('actionRestore');
            },
          );
        },
      },
    });
  }

  async function saveCopy(current: Collection) {
    if (busy) return;
    setBusy('save');
    try {
      const copy = await createCollection(ctx.api, { name: current.name, items: current.items });
      favorites.rememberName(copy);
      favorites.state.collectionsVersion += 1;
      ctx.toast({ message: t('collectionSaved'), tone: 'success' });
      ctx.navigate(`#status-favorites-collection:${copy.uuid}`);
    } catch (error) {
      ctx.report(error, 'favorites: POST /saved/wishlist-collection (save a copy)');
      failed('actionSave');
      setBusy(null);
    }
  }

  async function removeItem(current: Collection, index: number) {
    const item = current.items[index]!;
    update({ ...current, items: current.items.filter((entry) => entry.id !== item.id) });
    try {
      const next = await removeCollectionItem(ctx.api, item.id);
      if (next) update(next);
    } catch (error) {
      ctx.report(error, 'favorites: DELETE /saved/wishlist-collection-item/{id}');
      ctx.toast({ message: t('removeError'), tone: 'destructive' });
      page.retry();
    }
  }

  if (page.status === 'loading') {
    return (
      <div className="status-fav" aria-busy="true">
        <Styles />
        <span className="status-visually-hidden">{t('loading')}</span>
      </div>
    );
  }
  if (page.status === 'empty' || page.status === 'error') {
    return (
      <div className="status-fav">
        <Styles />
        <div className="status-card" role={page.status === 'error' ? 'alert' : undefined}>
          <h2>{page.status === 'empty' ? t('notFoundHeading') : t('collectionLoadError')}</h2>
          {page.status === 'empty' ? <p className="status-muted">{t('notFoundText')}</p> : null}
          {page.status === 'error' ? (
            <button type="button" className="status-button" onClick={page.retry}>
              {t('retry')}
            </button>
          ) : null}
        </div>
      </div>
    );
  }

  const current = page.data!; // ready: not null (no such collection is empty)
  const owner = current.isOwner;
  const nav = owner ? (
    <>
      <button type="button" className="status-button" data-variant="primary" aria-disabled={busy === 'share' || undefined} onClick={() => void share(current)}>
        {icons.share()}
        {t('share')}
      </button>
      <button
        type="button"
        className="status-button"
        aria-haspopup="dialog"
        onClick={() => setEditing('menu')}
      >
        {icons.edit()}
        {t('edit')}
      </button>
    </>
  ) : auth.isSignedIn ? (
    <button type="button" className="status-button" data-variant="primary" aria-disabled={busy === 'save' || undefined} onClick={() => void saveCopy(current)}>
      {icons.add()}
      {busy === 'save' ? t('saving') : t('saveCollection')}
    </button>
  ) : null;

  return (
    <div className="status-fav" ref={root} data-floating-nav={nav ? '' : undefined}>
      <Styles />
      <p className="status-muted status-fav-summary">
        {countText(ctx, current.items.length)}
        {current.visibility === 'all' && owner ? <span className="status-fav-badge">{t('sharedBadge')}</span> : null}
      </p>
      {owner ? (
        <ActionPanel open={editing !== null} heading={editing === 'rename' ? t('rename') : t('editActions')} onClose={() => setEditing(null)}>
          {editing === 'rename' ? (
            <NameForm
              ctx={ctx}
              initial={current.name}
              submitLabel={t('save')}
              busy={busy === 'rename'}
              autoFocus
              onSubmit={(name) => void rename(current, name)}
              onCancel={() => setEditing('menu')}
            />
          ) : (
            <div className="status-fav-edit-actions">
              <button ref={firstEdit} type="button" className="status-button" onClick={() => setEditing('rename')}>
                {icons.edit()}
                {t('rename')}
              </button>
              <button type="button" className="status-button status-fav-danger" aria-disabled={busy === 'delete' || undefined} onClick={() => void remove(current)}>
                {icons.trash()}
                {t('deleteCollection')}
              </button>
            </div>
          )}
        </ActionPanel>
      ) : null}
      {owner && link ? (
        <div className="status-fav-field">
          <label htmlFor={linkId}>{t('shareLinkLabel')}</label>
          <input id={linkId} className="status-fav-input" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        </div>
      ) : null}
      {ui ? (
        <ui.ProductGrid
          products={refs}
          max={Math.max(refs.length, 1)}
          loadingLabel={t('loadingProducts')}
          empty={<p className="status-muted">{t('collectionEmpty')}</p>}
          {...(owner
            ? {
                actions: (_ref: unknown, index: number) => (
                  <button
                    type="button"
                    className="status-icon-button status-fav-remove"
                    aria-label={t('removeFromCollection', { title: titleOf(ctx, titles, refs[index]!) })}
                    onClick={() => {
                      void removeItem(current, index);
                      refocusAfterRemove(root.current, index, () => root.current?.querySelector<HTMLElement>('.status-fav-nav button') ?? null);
                    }}
                  >
                    {icons.remove()}
                  </button>
                ),
              }
            : {})}
        />
      ) : null}
      {nav ? (
        <nav className="status-fav-nav" aria-label={current.name}>
          {nav}
        </nav>
      ) : null}
    </div>
  );
}
