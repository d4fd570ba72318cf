// Gzip sizes from the build (DESIGN §8–§9): the loader, the panel entry chunk plus its static imports
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
  inputs: Record<string, unknown>;
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
