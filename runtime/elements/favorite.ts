// <status-favorite-toggle product-id variant-id [product-title]>: a heart button with aria-pressed, and
// <status-save-button product-id variant-id>: a text button 'Save this item' / 'Saved item'. Both
// work on the page's one favorites list. Shown only when the wishlist is active (a theme element is
// an "always active" favorite button). A click sets the new state at once (optimistic), saves or removes,
// then shows the server's list. A guest's first save on a page also says where it went (this device) and offers
// to sign in to keep it, as the heart alone would save silently. A failure tells the shopper where the settings say
// (wishlist.notificationDestination: the site's toast with saveError/removeError for 8 s, the widget's
// message for 4 s, or a message on the button itself).
import { checkItemIds, INVALID_ID_WARNING } from '../dom/item-ids.ts';
import type { SavedItemIds } from '../dom/contract.ts';
import type { ElementsContext } from './context.ts';
import { settingsGroup } from '../dom/page-data.ts';
import { placeFavoriteIcon } from './icons.ts';
import { SITE_TOAST_MS, TOAST_MS } from './toast.ts';

/** The save button waits for the shared list, looking every 100 ms, 100 times at most. */
export const SAVED_LIST_POLL_MS = 100;
export const SAVED_LIST_POLLS = 100;

export type Cleanup = () => void;
const nothing: Cleanup = () => {};

export function notifyFailure(ctx: ElementsContext, host: HTMLElement, button: HTMLElement, saved: boolean): void {
  const { t } = ctx;
  if (ctx.notificationDestination === 'button') ctx.toasts.attach(host, button, t('error'));
  else if (ctx.notificationDestination === 'widget') ctx.toasts.show(t('error'), TOAST_MS);
  else ctx.toasts.show(t(saved ? 'saveError' : 'removeError'), SITE_TOAST_MS);
}

function itemIds(element: HTMLElement): SavedItemIds | null {
  const ids = checkItemIds({ productId: element.getAttribute('product-id') ?? undefined, variantId: element.getAttribute('variant-id') || undefined });
  if (!ids) console.warn(INVALID_ID_WARNING);
  return ids;
}

/** A guest's save went to an anonymous list on this device: said once a page, with a sign-in link. */
function noticeGuestSave(ctx: ElementsContext): void {
  if (ctx.isCustomer || guestNoticeShown.has(ctx)) return;
  guestNoticeShown.add(ctx);
  ctx.toasts.show(ctx.t('guestSaved'), SITE_TOAST_MS, { action: { label: ctx.t('guestSignIn'), href: '#status' } });
}
const guestNoticeShown = new WeakSet<ElementsContext>();

/** The shared click behaviour: optimistic `pending` state, save or remove, the server's list, or the failure message. */
function toggler(ctx: ElementsContext, host: HTMLElement, button: HTMLElement, ids: SavedItemIds, paint: (pressed: boolean, busy: boolean) => void) {
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
      await ctx.favorites.set(ids, want);
      if (want) noticeGuestSave(ctx);
    } catch {
      notifyFailure(ctx, host, button, want);
    } finally {
      pending = null;
      repaint();
    }
  };
  return { repaint, click };
}

export function renderFavoriteToggle(host: HTMLElement, ctx: ElementsContext): Cleanup {
  const ids = ctx.wishlistActive ? itemIds(host) : null;
  host.hidden = !ids;
  if (!ids) return void host.replaceChildren(), nothing;
  const doc = host.ownerDocument;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'status-favorite';
  const title = host.getAttribute('product-title');
  button.setAttribute('aria-label', title ? ctx.t('favoriteNamed', { title }) : ctx.t('favorite'));
  placeFavoriteIcon(button, settingsGroup(ctx.page.settings, 'wishlist'));
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

export function renderSaveButton(host: HTMLElement, ctx: ElementsContext): Cleanup {
  const ids = ctx.wishlistActive ? itemIds(host) : null;
  host.hidden = !ids;
  if (!ids) return void host.replaceChildren(), nothing;
  const doc = host.ownerDocument;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'status-save';
  // Both labels in one grid cell: the button is as wide as the longer one, so a toggle moves nothing.
  const label = (text: string): HTMLSpanElement => {
    const span = doc.createElement('span');
    span.className = 'status-save__label';
    span.textContent = text;
    return span;
  };
  const save = label(ctx.t('saveItem'));
  const saved = label(ctx.t('savedItem'));
  button.append(save, saved);
  let ready = false;
  const { repaint, click } = toggler(ctx, host, button, ids, (pressed, busy) => {
    save.hidden = pressed;
    saved.hidden = !pressed;
    button.dataset.saved = String(pressed);
    if (busy || !ready) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
    if (ready) button.removeAttribute('aria-disabled');
    else button.setAttribute('aria-disabled', 'true');
  });
  button.addEventListener('click', () => {
    if (ready) void click();
  });
  host.replaceChildren(button);
  repaint();
  const off = ctx.favorites.subscribe(repaint);
  void ctx.favorites.ensure();
  // Waits for the shared list before showing its state (a local look, no request).
  let polls = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = (): void => {
    if (ctx.favorites.state().known || ++polls >= SAVED_LIST_POLLS) {
      ready = true;
      repaint();
    } else timer = setTimeout(poll, SAVED_LIST_POLL_MS);
  };
  poll();
  return () => {
    off();
    clearTimeout(timer);
  };
}
