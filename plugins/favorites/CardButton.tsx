// The favorite button over a panel product card (wishlist.showInAppButtons):
// a toggle button (aria-pressed, named after the product) filling the `product.card` slot. A press shows the
// new state at once (optimistic), saves or removes, then shows the server's list; the model dispatches
// `status:saved-change`, so the theme's hearts and badge follow, and their changes show here. A failure is a
// widget toast with the error icon (favoriteButton.notifications.error). A guest's first save says where it went
// (this device) with a Sign in action, so the heart does not save silently.
import { useEffect, useState } from 'react';
import { useSnapshot, useStore, type FillProps } from '../../runtime/public.ts';
import type { Ctx, Favorites } from './model.ts';
import { FavoriteIcon } from './icon.tsx';

export function createCardButton(ctx: Ctx, favorites: Favorites) {
  let guestTold = false;
  return function FavoriteCardButton({ context }: FillProps<'product.card'>) {
    const uid = useStore().auth.user?.uid ?? null;
    const { items } = useSnapshot(favorites.state);
    useEffect(() => favorites.ensure(), [uid]);
    const [pending, setPending] = useState<boolean | null>(null);
    const saved = items?.some((item) => String(item.productId) === context.productId) ?? false;
    const pressed = pending ?? saved;
    const click = async () => {
      if (pending !== null) return;
      const want = !saved;
      setPending(want);
      try {
        await favorites.toggle({ productId: context.productId, variantId: context.variantId }, want);
        if (want && !context.isCustomer && !guestTold) {
          guestTold = true;
          ctx.toast({ message: ctx.i18n.t('guestSaved'), action: { label: ctx.i18n.t('guestSignIn'), run: () => ctx.navigate('#status-foryou') } });
        }
      } catch (error) {
        ctx.report(error, want ? 'favorites: POST /saved/wishlist' : 'favorites: DELETE /saved/wishlist/{id}');
        ctx.toast({ message: ctx.i18n.t('buttonError'), tone: 'destructive' });
      } finally {
        setPending(null);
      }
    };
    return (
      <button
        type="button"
        className="status-card-toggle"
        aria-pressed={pressed}
        aria-busy={pending !== null || undefined}
        aria-label={ctx.i18n.t('favoriteNamed', { title: context.title })}
        onClick={() => void click()}
      >
        <FavoriteIcon settings={ctx.settings.own ?? ctx.settings.wishlist} />
      </button>
    );
  };
}
