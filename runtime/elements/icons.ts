// Inline SVG icons of the elements (decorative: the buttons and links carry the accessible names). The
// favorite icon follows the wishlist settings' icon: heart, star, bookmark, or the merchant's own markup
// (`icon: custom`, `iconMarkup`), which goes through the runtime's sanitiser first (custom-icon.ts, with
// DOMPurify in a file of its own that only such shops fetch: build/elements.ts).
const svg = (body: string, className: string): string =>
  `<svg class="${className}" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${body}</svg>`;

const PATHS: Record<string, string> = {
  heart: '<path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.5 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"/>',
  star: '<path d="M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z"/>',
  bookmark: '<path d="M6.5 3.5h11v17L12 16.5l-5.5 4z"/>',
};

export function favoriteIcon(kind: unknown): string {
  return svg(PATHS[typeof kind === 'string' && kind in PATHS ? kind : 'heart']!, 'status-icon');
}

interface IconSettings {
  icon?: unknown;
  iconMarkup?: unknown;
}

/** Puts the settings' favorite icon first into `target` (a button or link): a custom one once it is clean, else the heart. */
export function placeFavoriteIcon(target: HTMLElement, settings: IconSettings | undefined): void {
  const markup = settings?.icon === 'custom' && typeof settings.iconMarkup === 'string' ? settings.iconMarkup : '';
  const doc = target.ownerDocument;
  if (!markup) {
    target.insertAdjacentHTML('afterbegin', favoriteIcon(settings?.icon));
    return;
  }
  const box = doc.createElement('span');
  box.className = 'status-icon status-icon--custom';
  box.setAttribute('aria-hidden', 'true');
  target.prepend(box);
  // Its code, with the sanitiser, is a chunk only such shops fetch (custom-icon.ts). With no SVG left after
  // cleaning, or when that chunk failed, the heart rather than an empty button.
  import('./custom-icon.ts')
    .then((module) => module.fillCustomIcon(box, markup))
    .catch(() => false)
    .then((shown) => void (shown || (box.outerHTML = favoriteIcon('heart'))));
}

/** The toasts' error icon (toast.ts). */
export const errorIcon = (): string => svg('<circle cx="12" cy="12" r="9"/><path d="M12 7.5v5.5M12 16.5v.01"/>', 'status-icon status-toast__icon');
