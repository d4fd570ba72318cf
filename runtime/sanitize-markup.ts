// Merchant markup rendered as HTML (a custom icon's `wishlist.iconMarkup`, any content a plugin renders as
// markup) goes through DOMPurify first, with every href/src also held to the URL policy.
// DOMPurify (~8 KB gzip) is imported here, when markup is about to render: it is never in the first open.
import { safeUrl } from './url-policy.ts';

type Purifier = typeof import('dompurify').default;

let purifier: Promise<Purifier> | null = null;
/** True while an icon is sanitised: its references stay inside the document (no remote image, sprite or link). */
let iconOnly = false;

const URL_ATTRIBUTES = ['href', 'xlink:href', 'src', 'action', 'formaction', 'poster', 'background'];

function loadPurifier(): Promise<Purifier> {
  purifier ??= import('dompurify').then(({ default: DOMPurify }) => {
    const purify = DOMPurify(window);
    purify.addHook('afterSanitizeAttributes', (node) => {
      for (const name of URL_ATTRIBUTES) {
        const value = node.getAttribute(name);
        // A same-document reference (`#icon`, `url(#gradient)` targets) is fine; anything else meets the policy.
        if (value !== null && (iconOnly ? !value.trim().startsWith('#') : safeUrl(value) === null)) node.removeAttribute(name);
      }
    });
    return purify;
  });
  purifier.catch(() => (purifier = null));
  return purifier;
}

/**
 * The markup without scripts, event handlers, foreign objects or URLs the policy refuses. With `svg` (an icon)
 * it keeps only same-document references (`#id`): an icon has no business fetching from anywhere.
 */
export async function sanitizeMarkup(markup: string, options: { svg?: boolean } = {}): Promise<string> {
  const purify = await loadPurifier();
  iconOnly = options.svg === true;
  try {
    return purify.sanitize(markup, {
      USE_PROFILES: options.svg ? { svg: true, svgFilters: true } : { html: true },
      FORBID_TAGS: ['style', 'foreignObject', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
      FORBID_ATTR: ['style'],
    });
  } finally {
    iconOnly = false;
  }
}
