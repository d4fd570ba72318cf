// Inline SVG icons of the elements (decorative: the buttons and links carry the accessible names). The
// favorite icon follows the wishlist settings' icon (heart, star or bookmark; a custom icon's markup would
// need the panel's sanitizer, so the elements show the heart for it).
const svg = (body: string, className: string): string =>
  `<svg class="${className}" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${body}</svg>`;

const PATHS: Record<string, string> = {
  heart: '<path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.5 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"/>',
  star: '<path d="M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z"/>',
  bookmark: '<path d="M6.5 3.5h11v17L12 16.5l-5.5 4z"/>',
};

export function favoriteIcon(kind: unknown): string {
  return svg(PATHS[typeof kind === 'string' && kind in PATHS ? kind : 'heart']!, 'status-icon');
}

export const errorIcon = svg('<circle cx="12" cy="12" r="9"/><path d="M12 7.5v5.5M12 16.5v.01"/>', 'status-icon status-toast__icon');
