// The panel's build: ES modules with content-hashed names, split into the core (React, the runtime, the shell,
// every manifest) and lazy chunks (each plugin's setup, pages, messages and validators).
import type * as esbuild from 'esbuild';
import path from 'node:path';
import { cjsOnce, dropManifestDescriptions, oneCoreChunk } from './panel-plugins.ts';
import { dist, distRelative } from './paths.ts';
import { shared } from './shared.ts';

/** Entry points of the lazy part. The key is the chunk's name before its hash. */
export const chunkEntries = { panel: 'app/panel-entry.tsx' };

export function chunkOptions(lazyEntries: ReadonlySet<string> = new Set()): esbuild.BuildOptions {
  return {
    ...shared,
    entryPoints: chunkEntries,
    outdir: path.join(dist, 'chunks'),
    format: 'esm',
    splitting: true,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    jsx: 'automatic',
    metafile: true,
    plugins: [dropManifestDescriptions, cjsOnce, oneCoreChunk(chunkEntries.panel, lazyEntries)],
  };
}

/**
 * Every entry but the panel's, node_modules' included (firebase's): each gets the panel entry's import
 * (oneCoreChunk), so none of them keeps a chunk of the core apart.
 */
export function lazyEntriesFrom(meta: esbuild.Metafile): Set<string> {
  return new Set(
    Object.values(meta.outputs)
      .map((output) => output.entryPoint)
      .filter((entry): entry is string => !!entry && entry !== chunkEntries.panel),
  );
}

/** The panel chunk's file and the chunks it imports statically (transitively), relative to dist/. */
export function panelChunksFrom(meta: esbuild.Metafile): { panel: string; dependencies: string[] } {
  const entry = Object.keys(meta.outputs).find((file) => meta.outputs[file]!.entryPoint === chunkEntries.panel);
  if (!entry) throw new Error('build: panel chunk missing from metafile');
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const item of meta.outputs[file]?.imports ?? []) if (item.kind === 'import-statement' && !item.external) visit(item.path);
  };
  visit(entry);
  return { panel: distRelative(entry), dependencies: [...seen].filter((file) => file !== entry).map(distRelative) };
}
