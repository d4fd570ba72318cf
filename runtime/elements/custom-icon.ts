// A merchant's own favorite icon (wishlist `icon: custom`, `iconMarkup`): a chunk of its own, with the runtime's
// sanitiser (DOMPurify) bundled in, that only such shops fetch (icons.ts imports it). The markup is cleaned once a
// page; its rules join the elements' look as it arrives (the button's and the link's boxes never change size).
import { sanitizeMarkup } from '../sanitize-markup.ts';
import { addLook } from './look.ts';

const CUSTOM_ICON_CSS = `
.status-icon--custom{display:inline-flex;flex:none;width:24px;height:24px}
.status-icon--custom svg{width:100%;height:100%}
.status-favorite[aria-pressed=true] .status-icon--custom *{fill:currentColor}
`;

let cleaned: Map<string, Promise<string>> | null = null;

/** The merchant's markup without scripts, handlers, foreign objects or refused URLs ('' when nothing is left). */
export function cleanIconMarkup(markup: string): Promise<string> {
  cleaned ??= new Map();
  let clean = cleaned.get(markup);
  if (!clean) {
    clean = sanitizeMarkup(markup, { svg: true }).catch(() => '');
    cleaned.set(markup, clean);
  }
  return clean;
}

/** Fills the icon's box with the clean markup; false when no SVG is left after cleaning (icons.ts shows the heart). */
export async function fillCustomIcon(box: HTMLElement, markup: string): Promise<boolean> {
  addLook(box.ownerDocument, 'icon', CUSTOM_ICON_CSS);
  const clean = await cleanIconMarkup(markup);
  if (!/<svg\b/i.test(clean)) return false;
  box.innerHTML = clean;
  return true;
}
