// Gzip sizes from the build (DESIGN §8–§9): the loader, what the first panel open loads (the panel entry
// chunk plus its static imports, transitively, from dist/meta.json), and the same plus the auth chunks the
// panel imports lazily on open (dynamic imports from that set whose static closure holds firebase code).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const PANEL_ENTRY = 'runtime/react/panel-entry.tsx';
const FIREBASE_INPUT = /(^|\/)node_modules\/(firebase|@firebase)\//;

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

export interface PanelSizes {
  /** Panel entry + static imports: what `import(panel)` fetches. */
  firstOpen: ChunkSize[];
  /** Lazily imported chunks holding firebase (plus their static imports) not already in firstOpen. */
  auth: ChunkSize[];
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

const holdsFirebase = (meta: Metafile, file: string): boolean =>
  Object.keys(meta.outputs[file]?.inputs ?? {}).some((input) => FIREBASE_INPUT.test(input));

/** Output files of the first open, and of the auth chunks it imports lazily; null without a panel chunk. */
export function firstOpenFiles(meta: Metafile): { firstOpen: string[]; auth: string[] } | null {
  const panel = panelOutput(meta);
  if (!panel) return null;
  const firstOpen = staticClosure(meta, panel);
  const auth = new Set<string>();
  for (const file of firstOpen) {
    for (const item of meta.outputs[file]!.imports) {
      if (item.kind !== 'dynamic-import' || item.external) continue;
      const lazy = staticClosure(meta, item.path);
      if (![...lazy].some((chunk) => holdsFirebase(meta, chunk))) continue;
      for (const chunk of lazy) if (!firstOpen.has(chunk)) auth.add(chunk);
    }
  }
  return { firstOpen: [...firstOpen].filter(isCode), auth: [...auth].filter(isCode) };
}

export async function readMeta(distDir: string): Promise<Metafile | null> {
  const file = path.join(distDir, 'meta.json');
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as Metafile) : null;
}

/** Meta paths are relative to the repository root (esbuild's absWorkingDir): `dist/…`, read from `distDir`. */
async function sizesOf(distDir: string, files: string[]): Promise<ChunkSize[]> {
  return Promise.all(files.map(async (file) => ({ file, gzip: await gzipSize(path.join(distDir, path.relative('dist', file))) })));
}

export async function panelSizes(distDir: string, meta: Metafile): Promise<PanelSizes | null> {
  const files = firstOpenFiles(meta);
  if (!files) return null;
  return { firstOpen: await sizesOf(distDir, files.firstOpen), auth: await sizesOf(distDir, files.auth) };
}

/** Every JS output of the build with its gzip size, largest first. */
export async function allChunkSizes(distDir: string, meta: Metafile): Promise<ChunkSize[]> {
  const sizes = await sizesOf(distDir, Object.keys(meta.outputs).filter(isCode));
  return sizes.sort((a, b) => b.gzip - a.gzip);
}

export const total = (sizes: readonly ChunkSize[]): number => sizes.reduce((sum, size) => sum + size.gzip, 0);
