// Where a third-party plugin's manifest is published: beside its module, `.js` replaced by
// `.manifest.json` (`https://cdn.acme.example/loyalty.js` → `…/loyalty.manifest.json`). Shared by the admin
// UI (which fetches it in the browser) and the admin API (which fetches it only from the storefront origin).

/** The manifest's absolute URL, or null when `src` is not a URL ending in `.js`. */
export function manifestUrlOf(src: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(src, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!/\.js$/.test(url.pathname)) return null;
  url.pathname = url.pathname.replace(/\.js$/, '.manifest.json');
  return url.href;
}
