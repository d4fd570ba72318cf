// The theme elements' chunk and the loader's extras, built apart from the panel's split graph so they share
// no file with it (the panel's first open keeps its files and bytes), and merchant markup's sanitiser beside them.
import * as esbuild from 'esbuild';
import path from 'node:path';
import { dist } from './paths.ts';
import { chunkOf, shared } from './shared.ts';

/** The theme elements (plain DOM custom elements, no React): one file a page with elements fetches. */
export const ELEMENTS_ENTRY = 'runtime/elements/index.ts';
/** The loader's extras (the me button, the notification triggers), imported only on shops that turn one on. */
export const EXTRAS_ENTRY = 'runtime/loader/extras.ts';
/** DOMPurify's sanitiser, fetched only when a shop's favorite icon is custom markup. */
const SANITIZER_ENTRY = 'runtime/sanitize-markup.ts';

/** The product strips (runtime/elements/collection-strip.ts), imported by the elements when one comes near. */
const STRIP_ENTRY = 'runtime/elements/collection-strip.ts';

/** The elements' lazily imported files, built first: each one's file name within dist/chunks/. */
export interface LazyElementFiles {
  sanitizer: string;
  strip: string;
}

export function elementsOptions(lazy: LazyElementFiles): esbuild.BuildOptions {
  return {
    ...shared,
    entryPoints: { elements: ELEMENTS_ENTRY, extras: EXTRAS_ENTRY },
    outdir: path.join(dist, 'chunks'),
    format: 'esm',
    entryNames: '[name]-[hash]',
    metafile: true,
    plugins: [noGooglePopup, besides({ 'sanitize-markup': lazy.sanitizer, 'collection-strip': lazy.strip })],
  };
}

/** The elements' `import()` of a lazy file (by its module's name) becomes an import of its built file (a sibling). */
function besides(files: Record<string, string>): esbuild.Plugin {
  return {
    name: 'lazy-besides',
    setup(b) {
      b.onResolve({ filter: /[\\/][\w-]+\.ts$/ }, (args) => {
        const file = args.kind === 'dynamic-import' ? files[path.basename(args.path, '.ts')] : undefined;
        return file ? { path: `./${file}`, external: true } : undefined;
      });
    },
  };
}

/** Builds the elements' lazy files (the sanitiser, the product strips): their metafile and file names. */
export async function buildLazyElementParts(): Promise<{ meta: esbuild.Metafile; files: LazyElementFiles }> {
  const result = await esbuild.build({
    ...shared,
    entryPoints: { sanitizer: SANITIZER_ENTRY, strip: STRIP_ENTRY },
    outdir: path.join(dist, 'chunks'),
    format: 'esm',
    entryNames: '[name]-[hash]',
    metafile: true,
  });
  const meta = result.metafile!;
  const file = (entry: string): string => path.basename(chunkOf(meta, entry, (name) => name));
  return { meta, files: { sanitizer: file(SANITIZER_ENTRY), strip: file(STRIP_ENTRY) } };
}

/** The elements never sign in with Google: identity-rest's lazy popup module (the firebase SDK) stays out. */
const noGooglePopup: esbuild.Plugin = {
  name: 'no-google-popup',
  setup(b) {
    b.onResolve({ filter: /[\\/]google-popup\.ts$/ }, (args) => ({ path: args.path, namespace: 'no-google-popup' }));
    b.onLoad({ filter: /.*/, namespace: 'no-google-popup' }, () => ({
      contents: "export function signInWithGooglePopup() { throw new Error('Google sign-in is not part of the theme elements'); }",
      loader: 'js',
    }));
  },
};
