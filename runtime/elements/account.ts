// <status-saved-items-link>: a link to the favorites (#status-favorites, which the loader opens in the panel)
// with the favorite icon and a badge counting the shopper's favorites (hidden at 0; the link's accessible
// name carries the count).
import type { ElementsContext } from './context.ts';
import type { Cleanup } from './favorite.ts';
import { placeFavoriteIcon } from './icons.ts';

export function renderSavedItemsLink(host: HTMLElement, ctx: ElementsContext): Cleanup {
  host.hidden = !ctx.wishlistActive;
  if (!ctx.wishlistActive) return void host.replaceChildren(), () => {};
  const doc = host.ownerDocument;
  const link = doc.createElement('a');
  link.className = 'status-saved-link';
  link.href = '#status-favorites';
  placeFavoriteIcon(link, ctx.wishlist);
  const badge = doc.createElement('span');
  badge.className = 'status-badge';
  badge.setAttribute('aria-hidden', 'true');
  link.appendChild(badge);
  const paint = (): void => {
    const count = ctx.favorites.productIds().length;
    badge.hidden = count === 0;
    badge.textContent = count > 99 ? '99+' : String(count);
    link.setAttribute('aria-label', count === 0 ? ctx.t('favorites') : count === 1 ? ctx.t('favoritesOne') : ctx.t('favoritesMany', { count }));
  };
  host.replaceChildren(link);
  paint();
  const off = ctx.favorites.subscribe(paint);
  void ctx.favorites.ensure();
  return off;
}
