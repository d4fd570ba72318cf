// Status hashes: `#status` opens the widget, `#status-{page}:{p1}+{p2}` opens a route. The loader
// only recognises them; resolving routes is the panel router's job.

/** `#status` and `#status-…`, not `#statusbar`. */
export function isStatusHash(hash: string): boolean {
  return hash === '#status' || hash.startsWith('#status-');
}

/** Public API routes: `'orders'`, `'status-orders'` and `'#status-orders'` all mean `#status-orders`. */
export function routeToHash(route?: string): string {
  if (!route) return '#status';
  const bare = route.charAt(0) === '#' ? route.slice(1) : route;
  if (bare === 'status' || bare.startsWith('status-')) return '#' + bare;
  return bare ? '#status-' + bare : '#status';
}

/**
 * The status hash a link leads to on this very page, or null: `href="#status…"`, or a full/relative URL
 * whose origin, path and query equal the current page's and whose hash is a status hash.
 */
export function statusHashOfLink(link: Element, location: Location): string | null {
  const href = link.getAttribute('href');
  if (!href) return null;
  if (href.charAt(0) === '#') return isStatusHash(href) ? href : null;
  let url: URL;
  try {
    url = new URL(href, link.ownerDocument.baseURI);
  } catch {
    return null;
  }
  const samePage = url.origin === location.origin && url.pathname === location.pathname && url.search === location.search;
  return samePage && isStatusHash(url.hash) ? url.hash : null;
}

/** The `<a>` around an event target that leads to a status hash on this page. */
export function findStatusLink(target: EventTarget | null, location: Location): { link: Element; hash: string } | null {
  const link = target && (target as Element).closest ? (target as Element).closest('a[href]') : null;
  const hash = link ? statusHashOfLink(link, location) : null;
  return link && hash ? { link, hash } : null;
}
