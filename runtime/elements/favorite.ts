// <status-favorite-toggle product-id variant-id [product-title]>: a heart button with aria-pressed, and what it
// shares with <status-save-button> (save-button.ts). Both work on the page's one favorites list. Shown only when
// the wishlist is active (a theme element is an "always active" favorite button). A click sets the new state at
// once (optimistic), saves or removes, then shows the server's list; a guest's first save on a page also says
// where it went (favorites-sync.ts, with the saving code, which a pointer down or focus imports). A failure
// tells the shopper where the settings say (wishlist.notificationDestination: the site's toast with
// saveError/removeError for 8 s, the widget's message for 4 s, or a message on the button itself).
import type { SavedItemIds } from '../dom/contract.ts';
import type { ElementsContext } from './context.ts';
import { placeFavoriteIcon } from './icons.ts';

export type Cleanup = () => void;
const nothing: Cleanup = () => {};

/** The element's ids by the loader's id check (a console warning when they break the rule). */
export function itemIds(ctx: ElementsContext, element: HTMLElement): SavedItemIds | null {
  return ctx.idsOf({ productId: element.getAttribute('product-id') ?? undefined, variantId: element.getAttribute('variant-id') || undefined });
}

/** The shared click behaviour: optimistic `pending` state, save or remove, the server's list, or the failure message. */
export function toggler(ctx: ElementsContext, host: HTMLElement, button: HTMLElement, ids: SavedItemIds, paint: (pressed: boolean, busy: boolean) => void) {
  let pending: boolean | null = null;
  const repaint = (): void => paint(pending ?? ctx.favorites.has(ids.productId), pending !== null);
  // The identity and the API client are imported on the way to a click (session.ts), not at page load.
  button.addEventListener('pointerdown', ctx.warm);
  button.addEventListener('focus', ctx.warm);
  const click = async (): Promise<void> => {
    if (pending !== null) return;
    const want = !ctx.favorites.has(ids.productId);
    pending = want;
    repaint();
    try {
      await ctx.favorites.set(ids, want, true);
    } catch {
      ctx.toasts.failed(want, ctx.notificationDestination, { host, button });
    } finally {
      pending = null;
      repaint();
    }
  };
  return { repaint, click };
}

export function renderFavoriteToggle(host: HTMLElement, ctx: ElementsContext): Cleanup {
  const ids = ctx.wishlistActive ? itemIds(ctx, host) : null;
  host.hidden = !ids;
  if (!ids) return void host.replaceChildren(), nothing;
  const doc = host.ownerDocument;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'status-favorite';
  const title = host.getAttribute('product-title');
  button.setAttribute('aria-label', title ? ctx.t('favoriteNamed', { title }) : ctx.t('favorite'));
  placeFavoriteIcon(button, ctx.wishlist);
  const { repaint, click } = toggler(ctx, host, button, ids, (pressed, busy) => {
    button.setAttribute('aria-pressed', String(pressed));
    if (busy) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
  });
  button.addEventListener('click', () => void click());
  host.replaceChildren(button);
  repaint();
  const off = ctx.favorites.subscribe(repaint);
  void ctx.favorites.ensure();
  return off;
}
