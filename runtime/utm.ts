// UTM parameters on the links the widget opens (utmTracking; defaults: source status, medium link,
// plus the merchant's campaign). One place covers every plugin: the panel's shadow root rewrites an anchor's
// href when it is clicked (or middle-clicked), before the browser follows it, so a plugin that renders a plain
// `<a href>` gets the parameters without knowing about them. A plugin that navigates from code
// (`location.assign`) passes its URL through `withUtm` (runtime/public.ts). Only http(s) links to another page
// get them: never a `#status` route or any other link into the page shown, never mailto:/tel:/javascript:.
// Parameters the link already has are kept (the merchant's own win).
import { consents } from './dom/consent';

export interface UtmSettings {
  isActive?: unknown;
  source?: unknown;
  medium?: unknown;
  campaign?: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** `href` with utm_source, utm_medium and utm_campaign added when `settings` is active and `href` leads to another page. */
export function withUtm(href: string, settings: UtmSettings | null | undefined, pageHref: string): string {
  // Campaign attribution is marketing: only with the shopper's consent (dom/consent.ts).
  if (settings?.isActive !== true || !consents(globalThis, 1)) return href;
  let url: URL;
  let page: URL;
  try {
    page = new URL(pageHref);
    url = new URL(href, page);
  } catch {
    return href;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return href;
  if (url.origin === page.origin && url.pathname === page.pathname && url.search === page.search) return href;
  const params: [string, string | null][] = [
    ['utm_source', text(settings.source) ?? 'status'],
    ['utm_medium', text(settings.medium) ?? 'link'],
    ['utm_campaign', text(settings.campaign)],
  ];
  let changed = false;
  for (const [key, value] of params) {
    if (value && !url.searchParams.has(key)) {
      url.searchParams.set(key, value);
      changed = true;
    }
  }
  return changed ? url.href : href;
}

/** Rewrites clicked anchors inside `root` (the panel's shadow root); returns the function that stops. */
export function addUtmOnClick(root: Node, settings: () => UtmSettings | null | undefined, pageHref: () => string): () => void {
  const onClick = (event: Event): void => {
    for (const target of event.composedPath()) {
      if (target === root) break;
      const anchor = target as Partial<HTMLAnchorElement> & Element;
      if (anchor.localName !== 'a' || !anchor.hasAttribute('href')) continue;
      const href = anchor.getAttribute('href')!;
      const next = withUtm(href, settings(), pageHref());
      if (next !== href) anchor.setAttribute('href', next);
      return;
    }
  };
  root.addEventListener('click', onClick, true);
  root.addEventListener('auxclick', onClick, true);
  return () => {
    root.removeEventListener('click', onClick, true);
    root.removeEventListener('auxclick', onClick, true);
  };
}
