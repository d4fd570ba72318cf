// What each built-in plugin adds to the widget's first open: the gzip bytes of its folder's lazy chunks, as the
// bench counts them (tests/bench/sizes.ts, from the build's dist/meta.json). A folder holding two plugins
// (orders and its pages) counts once, for both. Read again whenever the build changes.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginChunkSizes, readMeta } from '../../tests/bench/sizes.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface PluginSize {
  /** gzip bytes of its lazy code; 0 when it has none beyond its manifest. */
  gzip: number;
  /** The other plugins of its folder, sharing these bytes. */
  sharedWith: string[];
}

let cached: { key: string; sizes: Promise<Record<string, PluginSize>> } | undefined;

/** The build's dist folder (STATUS_DIST, as `npm run build` takes it). */
export const distDir = () => path.resolve(repoRoot, process.env.STATUS_DIST ?? 'dist');

/** Plugin id → its size; {} without a build. */
export async function pluginSizes(dist = distDir()): Promise<Record<string, PluginSize>> {
  const meta = path.join(dist, 'meta.json');
  const key = await stat(meta).then((s) => `${meta}:${s.mtimeMs}`, () => '');
  if (!key) return {};
  if (cached?.key !== key) cached = { key, sizes: measure(dist).catch(() => ({})) };
  return cached.sizes;
}

async function measure(dist: string): Promise<Record<string, PluginSize>> {
  const meta = await readMeta(dist);
  if (!meta) return {};
  const byFolder = new Map((await pluginChunkSizes(dist, meta)).map((s) => [s.name, s.gzip]));
  const sizes: Record<string, PluginSize> = {};
  const folders = (await readdir(path.join(repoRoot, 'plugins'), { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
  for (const folder of folders) {
    // A folder's plugins are the manifests its index declares (`id: '…'`).
    const source = await readFile(path.join(repoRoot, 'plugins', folder, 'index.ts'), 'utf8').catch(() => '');
    const ids = [...source.matchAll(/^\s+id: '([a-z0-9-]+)'/gm)].map((m) => m[1]!);
    for (const id of ids) sizes[id] = { gzip: byFolder.get(folder) ?? 0, sharedWith: ids.filter((other) => other !== id) };
  }
  return sizes;
}
