// <status-save-button product-id variant-id>: a text button 'Save this item' / 'Saved item' on the page's one
// favorites list, with the heart's click behaviour (favorite.ts). A chunk of its own with its rules
// (build/elements.ts), imported when such a button is on the page; its box is reserved meanwhile.
import type { ElementsContext } from './context.ts';
import { itemIds, toggler, type Cleanup } from './favorite.ts';
import { addLook, brandRule, SAVE_LOOK_CSS } from './look.ts';

/** The save button waits for the shared list, looking every 100 ms, 100 times at most. */
export const SAVED_LIST_POLL_MS = 100;
export const SAVED_LIST_POLLS = 100;

export const SAVE_TEXTS = {
  saveItem: 'Save this item',
  savedItem: 'Saved item',
};

export function renderSaveButton(host: HTMLElement, ctx: ElementsContext): Cleanup {
  const ids = ctx.wishlistActive ? itemIds(ctx, host) : null;
  host.hidden = !ids;
  if (!ids) return void host.replaceChildren(), () => {};
  const doc = host.ownerDocument;
  addLook(doc, 'save', SAVE_LOOK_CSS + brandRule(ctx.initData));
  ctx.addTexts(SAVE_TEXTS);
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
