// CreateItem (`create`): a new collection from its name (required, 'Name required', save
// disabled while empty). Plain `create` goes on to the new collection; `create:collection+{productId}+{variantId}`
// (from "New collection" on the add page, which passes its own params) creates it with that product and goes
// back to the add page with the same params: `add:collection+{productId}+{variantId}`, the default
// destination after saving (`add:{productId}+{variantId}` when the add page was opened that way). The form is left off
// the back stack either way.
import { useState } from 'react';
import { usePlugin, type PageProps } from '../../runtime/public.ts';
import { createCollection } from './api.ts';
import type { Favorites } from './model.ts';
import type { manifest } from './index.ts';
import { routeTarget } from './target.ts';
import { NameForm, Styles } from './ui.tsx';

export default function CreatePage({ route }: PageProps) {
  const { ctx, provided: favorites } = usePlugin<typeof manifest, Favorites>();
  const t = ctx.i18n.t;
  const target = routeTarget(route.params);
  const [busy, setBusy] = useState(false);

  async function create(name: string) {
    setBusy(true);
    try {
      const collection = await createCollection(ctx.api, { name, items: target ? [target] : [] });
      favorites.rememberName(collection);
      favorites.state.collectionsVersion += 1;
      if (target) {
        ctx.toast({ message: t('addedTo', { name: collection.name }), tone: 'success' });
        ctx.navigate(`#status-add:${route.params.join('+')}`, { replace: true });
      } else {
        ctx.toast({ message: t('created'), tone: 'success' });
        ctx.navigate(`#status-favorites-collection:${collection.uuid}`, { replace: true });
      }
    } catch (error) {
      ctx.report(error, 'favorites: POST /saved/wishlist-collection');
      ctx.toast({ message: t('collectionError', { action: t('actionCreate') }), tone: 'destructive' });
      setBusy(false);
    }
  }

  return (
    <div className="status-fav">
      <Styles />
      <NameForm ctx={ctx} submitLabel={t('save')} busy={busy} autoFocus onSubmit={(name) => void create(name)} />
    </div>
  );
}
