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

export function elementsOptions(sanitizerFile: string): esbuild.BuildOptions {
  return {
    ...shared,
    entryPoints: { elements: ELEMENTS_ENTRY, extras: EXTRAS_ENTRY },
    outdir: path.join(dist, 'chunks'),
    format: 'esm',
    entryNames: '[name]-[hash]',
    metafile: true,
    plugins: [noGooglePopup, sanitizerBeside(sanitizerFile)],
  };
}

/** The elements' `import()` of the sanitiser becomes an import of that file by its hashed name (a sibling). */
function sanitizerBeside(file: string): esbuild.Plugin {
  return {
    name: 'sanitizer-beside',
    setup(b) {
      b.onResolve({ filter: /[\\/]sanitize-markup\.ts$/ }, (args) => (args.kind === 'dynamic-import' ? { path: `./${file}`, external: true } : undefined));
    },
  };
}

/** Builds the sanitiser's file: its metafile and its file name (within dist/chunks/). */
export async function buildSanitizer(): Promise<{ meta: esbuild.Metafile; file: string }> {
  const result = await esbuild.build({
    ...shared,
    entryPoints: { sanitizer: SANITIZER_ENTRY },
    outdir: path.join(dist, 'chunks'),
    format: 'esm',
    entryNames: '[name]-[hash]',
    metafile: true,
  });
  const meta = result.metafile!;
  return { meta, file: path.basename(chunkOf(meta, SANITIZER_ENTRY, (file) => file)) };
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
