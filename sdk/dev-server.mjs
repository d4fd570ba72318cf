// `status-plugin dev <folder>`: the plugin's dev loop. It rebuilds on every change (esbuild's watch mode with the
// SDK's preset, the settings validator again when settings.schema.json changes) and serves dist/ on
// http://127.0.0.1:<port>/ with what a store page on another origin needs to import a module: CORS
// (`Access-Control-Allow-Origin: *`, the module and its manifest are public and sent without cookies), and
// `Cache-Control: no-store`, so a reload always gets the latest build. A request waits for a build under way.
// Conventions: the plugin's id is its package.json name, its entry src/index.tsx (or .ts), its bundle
// dist/<id>.js, its schema settings.schema.json when there is one.
import { existsSync, watch } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { generateSettingsValidator, statusPluginPreset } from './preset.mjs';

const TYPES = { '.js': 'text/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8', '.map': 'application/json; charset=utf-8' };
const LOCAL_HOSTS = ['127.0.0.1', 'localhost'];

/**
 * Builds, watches and serves the plugin in `dir`. Resolves once the first build ended (a failing build is
 * logged and served as a 503 until the next one passes).
 * @param {{ dir: string, port?: number, host?: string, log?: (line: string) => void }} options
 * @returns {Promise<{ id: string, url: string, origin: string, close(): Promise<void> }>}
 */
export async function startDevServer({ dir, port = 5174, host = '127.0.0.1', log = (line) => console.log(line) }) {
  if (!LOCAL_HOSTS.includes(host)) throw new Error(`The dev server listens on 127.0.0.1 or localhost only (got ${host}): in production, host the built bundle on https`);
  const root = path.resolve(dir);
  const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
  const id = String(pkg.name ?? '').replace(/^@[^/]+\//, '');
  const entry = ['src/index.tsx', 'src/index.ts'].find((file) => existsSync(path.join(root, file)));
  if (!entry) throw new Error(`${root} has no src/index.tsx (the plugin's manifest module)`);
  const schema = existsSync(path.join(root, 'settings.schema.json')) ? 'settings.schema.json' : null;
  const distDir = path.join(root, 'dist');

  const regenerate = async () => {
    if (!schema) return;
    try {
      await generateSettingsValidator({ absWorkingDir: root, schema, outfile: 'src/generated/settings.js' });
    } catch (error) {
      log(`status plugin: ${schema} is not a usable schema: ${error.message}`);
    }
  };
  await regenerate();

  let failed = null;
  let finish = () => {};
  // The first build starts with watch(): requests (and this function's promise) wait for it.
  let building = new Promise((resolve) => (finish = resolve));
  const progress = {
    name: 'status-dev-progress',
    setup(build) {
      let first = true;
      build.onStart(() => {
        if (!first) building = new Promise((resolve) => (finish = resolve));
        first = false;
      });
      build.onEnd((result) => {
        failed = result.errors.length ? result.errors.map((e) => e.text).join('\n') : null;
        log(failed ? `status plugin: build failed:\n${failed}` : `status plugin: rebuilt ${id} at ${new Date().toLocaleTimeString()}`);
        finish();
      });
    },
  };
  const options = statusPluginPreset({ absWorkingDir: root, entry, outfile: `dist/${id}.js`, manifest: schema ? { settingsSchema: schema } : {}, sourcemap: 'inline' });
  // onEnd callbacks run one after the other: after the preset's, so the manifest is written when requests go on.
  options.plugins.push(progress);
  const context = await esbuild.context(options);
  await context.watch();
  await building;
  const schemaWatcher = schema ? watch(path.join(root, schema), () => void regenerate()) : null;

  const server = createServer(async (req, res) => {
    const headers = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store', 'Access-Control-Allow-Private-Network': 'true' };
    if (req.method === 'OPTIONS') return void res.writeHead(204, { ...headers, 'Access-Control-Allow-Methods': 'GET, HEAD' }).end();
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, headers).end();
    await building;
    const name = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname).slice(1);
    const file = path.join(distDir, name);
    if (!name || name.includes('..') || !file.startsWith(distDir + path.sep) || !TYPES[path.extname(file)]) return void res.writeHead(404, headers).end('Not found\n');
    if (failed && name === `${id}.js`) return void res.writeHead(503, { ...headers, 'content-type': 'text/plain' }).end(`The last build failed:\n${failed}\n`);
    try {
      const body = await readFile(file);
      res.writeHead(200, { ...headers, 'content-type': TYPES[path.extname(file)] }).end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, headers).end('Not found\n');
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const origin = `http://${host}:${server.address().port}`;
  return {
    id,
    origin,
    url: `${origin}/${id}.js`,
    async close() {
      schemaWatcher?.close();
      await context.dispose();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
