// `npm run build`: generated validators first, then the lazy ESM chunks (code splitting, content-hashed), the
// theme elements apart, then the loader as a classic script that knows the chunks' hashed names.
// `--watch` rebuilds on change. docs/architecture.md lists what each output is.
import * as esbuild from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateValidators } from '../schemas/build.ts';
import { elementsReserveCss } from '../runtime/loader/element-styles.ts';
import { buildLazyElementParts, elementsOptions } from './elements.ts';
import { loaderOptions } from './loader.ts';
import { chunkOptions, lazyEntriesFrom } from './panel.ts';
import { dropManifestDescriptions } from './panel-plugins.ts';
import { dist, watch } from './paths.ts';
import { mergeMeta } from './shared.ts';

/** dist/meta.json: esbuild's metafiles merged, for the bench and the size tests. */
async function writeMeta(...metas: esbuild.Metafile[]): Promise<void> {
  await writeFile(path.join(dist, 'meta.json'), JSON.stringify(mergeMeta(...metas)));
}

async function buildOnce(): Promise<void> {
  const lazy = await buildLazyElementParts();
  // A first split build finds the lazy entries; the second gives each the panel entry's import (oneCoreChunk).
  const [first, elements] = await Promise.all([esbuild.build({ ...chunkOptions(), write: false }), esbuild.build(elementsOptions(lazy.files))]);
  const chunks = await esbuild.build(chunkOptions(lazyEntriesFrom(first.metafile!)));
  // The elements' reserved sizes for a theme's own stylesheet (render-blocking: reserved before first paint).
  await writeFile(path.join(dist, 'status-elements.css'), elementsReserveCss());
  const loader = await esbuild.build(await loaderOptions(chunks.metafile!, elements.metafile!));
  await writeMeta(chunks.metafile!, elements.metafile!, lazy.meta, loader.metafile!);
}

/** Rebuilds on change: the loader embeds the panel chunk's and the elements chunk's hashes, so it follows both. */
async function watchAndRebuild(): Promise<void> {
  const lazy = await buildLazyElementParts();
  let panelMeta: esbuild.Metafile | null = null;
  let elementsMeta: esbuild.Metafile | null = null;
  const rebuildLoader = async (): Promise<void> => {
    if (!panelMeta || !elementsMeta) return;
    const loader = await esbuild.build(await loaderOptions(panelMeta, elementsMeta));
    await writeMeta(panelMeta, elementsMeta, lazy.meta, loader.metafile!);
    console.log('build: rebuilt');
  };
  const onEnd = (name: string, keep: (meta: esbuild.Metafile) => void): esbuild.Plugin => ({
    name,
    setup(b) {
      b.onEnd(async (result) => {
        if (result.errors.length || !result.metafile) return;
        keep(result.metafile);
        await rebuildLoader();
      });
    },
  });
  const ctx = await esbuild.context({
    ...chunkOptions(),
    plugins: [dropManifestDescriptions, onEnd('rebuild-loader', (meta) => (panelMeta = meta))],
  });
  const elementsNow = elementsOptions(lazy.files);
  const elementsCtx = await esbuild.context({
    ...elementsNow,
    plugins: [...(elementsNow.plugins ?? []), onEnd('rebuild-loader-elements', (meta) => (elementsMeta = meta))],
  });
  await Promise.all([ctx.watch(), elementsCtx.watch()]);
}

await generateValidators();
await rm(dist, { recursive: true, force: true });
await mkdir(dist, { recursive: true });
await buildOnce();
console.log('build: dist/status.js and dist/chunks written');
if (watch) await watchAndRebuild();
