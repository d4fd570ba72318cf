// The elements' toasts on the store's page: one at a time, in a polite live region fixed at
// the bottom; 8000 ms for the site target, 4000 ms otherwise; hovering or focusing one pauses it and a paused
// toast gains 2 s. With an error icon and a dismiss button. The 'button' target is a short message
// attached to the element itself, positioned over the page (no layout shift), tied to the button with
// aria-describedby. A save's or removal's failure is told where the settings say (`failed`). A chunk of its
// own (build/elements.ts) with its rules and texts, imported when a first one shows.
import type { Destination } from './context.ts';
import { errorIcon } from './icons.ts';
import { addLook, TOAST_LOOK_CSS } from './look.ts';
import type { MessageTable, Translate } from './messages.ts';
import { safeUrl } from '../url-policy.ts';

export const TOAST_MS = 4000;
export const SITE_TOAST_MS = 8000;
export const PAUSE_BONUS_MS = 2000;

/** The toasts' English texts (a German page's table has them all). */
export const TOAST_TEXTS = {
  /** favoriteButton.notifications.error: the widget's and the button's own message. */
  error: 'Something went wrong. Please try again.',
  /** The site target's messages (item toasts). */
  saveError: 'Unable to save item',
  removeError: 'Unable to remove item',
  dismiss: 'Dismiss',
};

/** A notice rather than an error (no error icon), with an optional link (left out unless a safe URL). */
export interface ToastNotice {
  action?: { label: string; href: string };
}

export interface Toasts {
  /** An error toast (with the error icon), or a notice when `notice` is given. */
  show(text: string, durationMs: number, notice?: ToastNotice): void;
  /** A message attached to `button` (the 'button' target). */
  attach(host: HTMLElement, button: HTMLElement, text: string): void;
  /**
   * A save's or removal's failure where `destination` says: the site's toast (saveError/removeError, 8 s), the
   * widget's message (4 s), or a message on the button itself (`at`; without it, the site's toast).
   */
  failed(saved: boolean, destination: Destination, at?: { host: HTMLElement; button: HTMLElement }): void;
}

let ids = 0;

export function createToasts(doc: Document, t: Translate, addTexts: (texts: Partial<MessageTable>) => void): Toasts {
  addLook(doc, 'toast', TOAST_LOOK_CSS);
  addTexts(TOAST_TEXTS);
  let region: HTMLElement | null = null;
  const queue: { text: string; durationMs: number; notice?: ToastNotice | undefined }[] = [];
  let active = false;

  const ensureRegion = (): HTMLElement => {
    if (region?.isConnected) return region;
    region = doc.createElement('div');
    region.className = 'status-toasts';
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    doc.body.appendChild(region);
    return region;
  };

  const next = (): void => {
    const item = queue.shift();
    if (!item) return void (active = false);
    active = true;
    const host = ensureRegion();
    const toast = doc.createElement('div');
    toast.className = 'status-toast';
    if (!item.notice) toast.innerHTML = errorIcon();
    const text = doc.createElement('span');
    text.className = 'status-toast__text';
    text.textContent = item.text;
    const action = item.notice?.action;
    const href = action && safeUrl(action.href);
    const link = href ? doc.createElement('a') : null;
    if (link && href && action) {
      link.className = 'status-toast__action';
      link.href = href;
      link.textContent = action.label;
      link.addEventListener('click', () => done());
    }
    const close = doc.createElement('button');
    close.type = 'button';
    close.className = 'status-toast__close';
    close.setAttribute('aria-label', t('dismiss'));
    close.textContent = '×';
    // Text and link share a box that wraps: the text takes the room, the link goes under it when both don't fit.
    const body = doc.createElement('div');
    body.className = 'status-toast__body';
    body.append(...(link ? [text, link] : [text]));
    toast.append(body, close);
    host.replaceChildren(toast);

    let remaining = item.durationMs;
    let startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let paused = false;
    const done = (): void => {
      clearTimeout(timer);
      toast.remove();
      next();
    };
    const run = (): void => {
      startedAt = Date.now();
      timer = setTimeout(done, remaining);
    };
    const pause = (): void => {
      if (paused) return;
      paused = true;
      clearTimeout(timer);
      remaining = Math.max(0, remaining - (Date.now() - startedAt)) + PAUSE_BONUS_MS;
    };
    const resume = (): void => {
      if (!paused || toast.contains(doc.activeElement)) return;
      paused = false;
      run();
    };
    toast.addEventListener('pointerenter', pause);
    toast.addEventListener('pointerleave', resume);
    toast.addEventListener('focusin', pause);
    toast.addEventListener('focusout', () => setTimeout(resume, 0));
    close.addEventListener('click', done);
    run();
  };

  const toasts: Toasts = {
    show(text, durationMs, notice) {
      queue.push({ text, durationMs, notice });
      if (!active) next();
    },
    failed(saved, destination, at) {
      if (destination === 'button' && at) toasts.attach(at.host, at.button, t('error'));
      else if (destination === 'widget') toasts.show(t('error'), TOAST_MS);
      else toasts.show(t(saved ? 'saveError' : 'removeError'), SITE_TOAST_MS);
    },
    attach(host, button, text) {
      host.querySelector('.status-element-message')?.remove();
      const message = doc.createElement('span');
      message.className = 'status-element-message';
      message.id = `status-element-message-${++ids}`;
      message.setAttribute('role', 'status');
      message.textContent = text;
      host.appendChild(message);
      button.setAttribute('aria-describedby', message.id);
      setTimeout(() => {
        message.remove();
        if (button.getAttribute('aria-describedby') === message.id) button.removeAttribute('aria-describedby');
      }, TOAST_MS);
    },
  };
  return toasts;
}
