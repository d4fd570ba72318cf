// A tiny static server on 127.0.0.1:0 for the bench and the Chromium tests: the repository root as-is, plus
// - /products/<handle>  → tests/fixtures/product-page.html (a product page path, so the page type is right);
//                         `?widget=off` strips the status:widget block: the same page without the widget;
//                         `?size=store` adds what a store's product page holds beside it (a page of reviews,
//                         a grid of related products, a menu and a footer of links: STORE_PAGE_ELEMENTS in all);
// - /dist/…             → the built files (or another folder, e.g. a loader built by the bench itself);
// - /api/…              → 404 JSON, so a panel opened without a devstore fails fast instead of hanging.
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const PRODUCT_PAGE = path.join(REPO_ROOT, 'tests/fixtures/product-page.html');
const WIDGET_BLOCK = /<!-- status:widget -->[\s\S]*?<!-- \/status:widget -->/;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

export interface StaticServerOptions {
  /** Folder served at /dist/ (default: <repo>/dist). */
  distDir?: string;
}

/** Elements in the `?size=store` page once its script ran (the fixture alone has ~200). A theme's product page
 * (Shopify's Dawn, say) has 1,500–3,000: what the widget does to the whole page (a fixed overlay, the scroll
 * lock) costs in proportion. */
export const STORE_PAGE_ELEMENTS = 2250;

/** The fixture with a store's share of markup, as a theme renders it on the server (deterministic). */
function storeSize(html: string): string {
  const words = ['warm', 'light', 'packs', 'small', 'true', 'to', 'size', 'soft', 'hood', 'zip'];
  const text = (i: number, n: number): string => Array.from({ length: n }, (_, k) => words[(i + k * 3) % words.length]).join(' ');
  const menu = Array.from({ length: 8 }, (_, c) => `<div><strong>Collection ${c + 1}</strong><ul>${Array.from({ length: 14 }, (_, i) => `<li><a href="/collections/c${c}-${i}">${text(c + i, 2)}</a></li>`).join('')}</ul></div>`).join('');
  const reviews = Array.from({ length: 100 }, (_, i) => `<article class="review"><header><strong>Shopper ${i + 1}</strong> <span class="stars">${'★★★★★'.slice(0, 5 - (i % 2))}</span> <time datetime="2026-01-${String((i % 28) + 1).padStart(2, '0')}">Jan ${(i % 28) + 1}</time></header><h3>${text(i, 3)}</h3><p>${text(i, 24)}</p><p>Helpful? <button type="button">Yes</button> <button type="button">No</button></p></article>`).join('');
  const cards = Array.from({ length: 80 }, (_, i) => `<a class="card" href="/products/related-${i}"><div class="image" style="background: hsl(${(i * 37) % 360} 35% 55%)"></div><div>${text(i, 2)}</div><div>$${49 + i}.00</div><ul class="swatches"><li></li><li></li><li></li></ul></a>`).join('');
  const links = Array.from({ length: 6 }, (_, c) => `<div><strong>More ${c + 1}</strong><ul>${Array.from({ length: 12 }, (_, i) => `<li><a href="/pages/p${c}-${i}">${text(c * 12 + i, 2)}</a></li>`).join('')}</ul></div>`).join('');
  return html
    .replace('<main>', `<nav class="menu" hidden>${menu}</nav>\n  <main>`)
    .replace('</main>', `<section class="reviews">${reviews}</section><section class="related"><div class="grid">${cards}</div></section></main>`)
    .replace('</footer>', `${links}</footer>`);
}

/** Resolves `urlPath` inside `root`, or null when it would leave it. */
function inside(root: string, urlPath: string): string | null {
  const file = path.join(root, decodeURIComponent(urlPath));
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

async function respond(url: URL, distDir: string): Promise<{ status: number; type: string; body: string | Buffer }> {
  if (url.pathname.startsWith('/api/')) {
    return { status: 404, type: TYPES['.json']!, body: JSON.stringify({ error: { code: 'not-found', message: 'no API here' } }) };
  }
  if (url.pathname.startsWith('/products/')) {
    let html = await readFile(PRODUCT_PAGE, 'utf8');
    if (url.searchParams.get('size') === 'store') html = storeSize(html);
    return { status: 200, type: TYPES['.html']!, body: url.searchParams.get('widget') === 'off' ? html.replace(WIDGET_BLOCK, '') : html };
  }
  const file = url.pathname.startsWith('/dist/')
    ? inside(distDir, url.pathname.slice('/dist'.length))
    : inside(REPO_ROOT, url.pathname);
  if (!file) return { status: 403, type: 'text/plain', body: 'forbidden' };
  try {
    return { status: 200, type: TYPES[path.extname(file)] ?? 'application/octet-stream', body: await readFile(file) };
  } catch {
    return { status: 404, type: 'text/plain', body: 'not found' };
  }
}

export async function startStaticServer(options: StaticServerOptions = {}): Promise<StaticServer> {
  const distDir = path.resolve(options.distDir ?? path.join(REPO_ROOT, 'dist'));
  const server: Server = createServer((request, response) => {
    respond(new URL(request.url ?? '/', 'http://127.0.0.1'), distDir).then(
      ({ status, type, body }) => {
        response.writeHead(status, { 'content-type': type, 'cache-control': 'no-cache' });
        response.end(body);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('static server: no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
