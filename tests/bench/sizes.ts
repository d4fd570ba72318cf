// Gzip sizes from the build: the loader, the panel entry chunk plus its static imports
// (transitively, from dist/meta.json), and any set of output files, such as the chunks Chromium actually
// fetched for a first open (click-to-open.ts records them).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const PANEL_ENTRY = 'app/panel-entry.tsx';

interface MetaImport {
  path: string;
  kind: string;
  external?: boolean;
}
interface MetaOutput {
  imports: MetaImport[];
  entryPoint?: string;
  inputs: Record<string, { bytesInOutput?: number }>;
}
export interface Metafile {
  outputs: Record<string, MetaOutput>;
}

export interface ChunkSize {
  file: string;
  gzip: number;
}

/** gzip at zlib's default level (6, like `gzip` and most servers), in bytes. */
export async function gzipSize(file: string): Promise<number> {
  return gzipSync(await readFile(file)).length;
}

const isCode = (file: string): boolean => file.endsWith('.js');

/** `start` and every output it imports with `import-statement`, transitively. */
export function staticClosure(meta: Metafile, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file) || !meta.outputs[file]) return;
    seen.add(file);
    for (const item of meta.outputs[file]!.imports) if (item.kind === 'import-statement' && !item.external) visit(item.path);
  };
  visit(start);
  return seen;
}

export function panelOutput(meta: Metafile): string | null {
  const found = Object.entries(meta.outputs).find(([file, output]) => isCode(file) && output.entryPoint === PANEL_ENTRY);
  return found ? found[0] : null;
}

/** Panel entry + static imports (what `import(panel)` fetches); null without a panel chunk. */
export function panelStaticFiles(meta: Metafile): string[] | null {
  const panel = panelOutput(meta);
  return panel ? [...staticClosure(meta, panel)].filter(isCode) : null;
}

export async function readMeta(distDir: string): Promise<Metafile | null> {
  const file = path.join(distDir, 'meta.json');
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as Metafile) : null;
}

/** Meta paths are relative to the repository root (esbuild's absWorkingDir): `dist/…`, read from `distDir`. */
export async function sizesOf(distDir: string, files: readonly string[]): Promise<ChunkSize[]> {
  return Promise.all(files.map(async (file) => ({ file, gzip: await gzipSize(path.join(distDir, path.relative('dist', file))) })));
}

/** Every JS output of the build with its gzip size, largest first. */
export async function allChunkSizes(distDir: string, meta: Metafile): Promise<ChunkSize[]> {
  const sizes = await sizesOf(distDir, Object.keys(meta.outputs).filter(isCode));
  return sizes.sort((a, b) => b.gzip - a.gzip);
}

export const total = (sizes: readonly ChunkSize[]): number => sizes.reduce((sum, size) => sum + size.gzip, 0);

export interface SourceShare {
  /** A plugin id, or a theme element's source file. */
  name: string;
  /** Its share of the outputs counted, gzip bytes (an output's gzip size split by the bytes each source put in it). */
  gzip: number;
  chunks: number;
}

/**
 * Splits the gzip size of each output in `files` among the sources in it, grouped by `groupOf(input)` (null:
 * not counted), largest first.
 */
async function sharesOf(distDir: string, meta: Metafile, files: readonly string[], groupOf: (input: string) => string | null): Promise<SourceShare[]> {
  const byGroup = new Map<string, { gzip: number; chunks: number }>();
  for (const file of files) {
    const output = meta.outputs[file];
    if (!output) continue;
    const bytes = Object.entries(output.inputs).map(([input, info]) => [input, info.bytesInOutput ?? 0] as const);
    const totalBytes = bytes.reduce((sum, [, n]) => sum + n, 0);
    if (!totalBytes) continue;
    const gzip = await gzipSize(path.join(distDir, path.relative('dist', file)));
    const shares = new Map<string, number>();
    for (const [input, n] of bytes) {
      const group = groupOf(input);
      if (group) shares.set(group, (shares.get(group) ?? 0) + n);
    }
    for (const [group, n] of shares) {
      const entry = byGroup.get(group) ?? { gzip: 0, chunks: 0 };
      entry.gzip += Math.round((gzip * n) / totalBytes);
      entry.chunks += 1;
      byGroup.set(group, entry);
    }
  }
  return [...byGroup].map(([name, v]) => ({ name, ...v })).sort((a, b) => b.gzip - a.gzip);
}

/**
 * What each plugin folder (plugins/<id>/) costs beyond the panel chunk: every lazy output's gzip size, split by
 * the share of its bytes that comes from the folder (a shared chunk is split between the plugins in it). The
 * manifests in the panel chunk are the panel's bytes and are not counted here.
 */
export async function pluginChunkSizes(distDir: string, meta: Metafile): Promise<SourceShare[]> {
  const panel = panelOutput(meta);
  const eager = panel ? staticClosure(meta, panel) : new Set<string>();
  const lazy = Object.keys(meta.outputs).filter((file) => isCode(file) && !eager.has(file));
  return sharesOf(distDir, meta, lazy, (input) => /^plugins\/([^/]+)\//.exec(input)?.[1] ?? null);
}

/**
 * What each theme element costs in the elements chunk (one file, runtime/elements/): its source file's share;
 * what they share (the API and product clients, the identity service) is printed as one line.
 */
export async function elementSizes(distDir: string, meta: Metafile): Promise<SourceShare[]> {
  const chunk = Object.keys(meta.outputs).find((file) => isCode(file) && meta.outputs[file]!.entryPoint === 'runtime/elements/index.ts');
  if (!chunk) return [];
  return sharesOf(distDir, meta, [chunk], (input) => (input.startsWith('runtime/elements/') ? path.basename(input) : 'shared (API, products, identity)'));
}
