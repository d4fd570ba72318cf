// Serves the widget build (dist/status.js, dist/chunks/*) at /status/ the way a CDN would, minus caching:
// in development every reload must pick up the latest watch build.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

export function widgetAssetRoutes(distDir: string): Hono {
  const app = new Hono();
  const root = path.resolve(distDir);
  app.get('/status/*', async (c) => {
    const relative = decodeURIComponent(c.req.path.slice('/status/'.length));
    const file = path.resolve(root, relative);
    const type = CONTENT_TYPES[path.extname(file)];
    // Only known file types, and never outside dist/ ('..' or absolute paths).
    if (!type || !file.startsWith(root + path.sep)) return c.notFound();
    try {
      const body = await readFile(file);
      return c.body(body, 200, {
        'content-type': type,
        'cache-control': 'no-cache',
        // Chunks are ES modules imported from the storefront origin; allow other origins too (bench pages).
        'access-control-allow-origin': '*',
      });
    } catch {
      return c.notFound();
    }
  });
  return app;
}
