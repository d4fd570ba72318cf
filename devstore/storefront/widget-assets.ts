// Serves the widget build (dist/status.js, dist/chunks/*) at /status/ the way a CDN would, minus caching:
// in development every reload must pick up the latest watch build. Compressed, as Shopify's CDN serves an app's
// assets: uncompressed, a Fast 4G tap spent ~250 ms more on the wire (docs/decisions.md). The example outside
// plugins are served the same way at /devstore/plugins/<id>/.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** The sample outside plugins (examples/<id>/, built with the SDK preset into their dist/). */
const EXAMPLES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../examples');

export function widgetAssetRoutes(distDir: string): Hono {
  const app = new Hono();
  app.use('/status/*', compress());
  app.get('/status/*', (c) => serveFile(c, path.resolve(distDir), c.req.path.slice('/status/'.length)));
  return app;
}

/**
 * Serves each example plugin's build at /devstore/plugins/<id>/… (examples/<id>/dist/…), as a provider's CDN
 * would. `npm run build` builds them; an example not built yet (a fresh checkout's `npm start`) is built once,
 * with its own `build.mjs`, by the first request for it.
 */
export function pluginAssetRoutes(examplesDir: string = EXAMPLES_DIR): Hono {
  const app = new Hono();
  app.use('/devstore/plugins/*', compress());
  const builds = new Map<string, Promise<void>>();
  app.get('/devstore/plugins/:id/*', async (c) => {
    const id = c.req.param('id');
    if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id)) return c.notFound();
    const example = path.join(path.resolve(examplesDir), id);
    const requested = c.req.path.slice(`/devstore/plugins/${id}/`.length);
    const response = await serveFile(c, path.join(example, 'dist'), requested);
    if (response.status !== 404 || builds.has(id) || !existsSync(path.join(example, 'build.mjs'))) return response;
    builds.set(id, buildExample(example));
    await builds.get(id)!.catch((error: unknown) => console.error(`[storefront] building examples/${id}:`, error));
    return serveFile(c, path.join(example, 'dist'), requested);
  });
  return app;
}

function buildExample(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['build.mjs'], { cwd: dir }, (error, _stdout, stderr) => (error ? reject(new Error(stderr || error.message)) : resolve()));
  });
}

async function serveFile(c: Context, root: string, requested: string): Promise<Response> {
  let file: string;
  try {
    file = path.resolve(root, decodeURIComponent(requested));
  } catch {
    return c.notFound(); // malformed escape
  }
  const type = CONTENT_TYPES[path.extname(file)];
  // Only known file types, and never outside the folder ('..' or absolute paths).
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
}
