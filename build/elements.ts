// The theme elements' chunk and the loader's extras, built apart from the panel's split graph so they share
// no file with it (the panel's first open keeps its files and bytes).
import * as esbuild from 'esbuild';
import path from 'node:path';
import { dist, root } from './paths.ts';
import { chunkOf, shared } from './shared.ts';

/** The theme elements (plain DOM custom elements, no React): one file a page with elements fetches. */
export const ELEMENTS_ENTRY = 'runtime/elements/index.ts';
/** The loader's extras (the me button, the notification triggers), imported only on shops that turn one on. */
export const EXTRAS_ENTRY = 'runtime/loader/extras.ts';
/**
 * The elements chunk and the extras in one file, for a page with theme elements on a shop with extras (the loader
 * picks it: runtime/loader/start.ts): one file is about 550 B gzip smaller than the two (their own compression
 * contexts). A module of the build's own, since neither side may import the other (.dependency-cruiser.cjs).
 */
export const ELEMENTS_EXTRAS_ENTRY = 'elements-extras:both';
/** A guest's login card the loader's frame draws while the panel loads (fetched with the panel on a guest's tap). */
export const FRAME_LOGIN_ENTRY = 'app/frame-login.ts';

/**
 * The elements' parts imported when first needed, each a file of its own (`elements-<part>-<hash>.js`, so a
 * page's own files are told from the panel's by name): the product
 * strips when one comes near, the save button and the login block when one is on the page, the identity and API client at a save or with a stored session, the toasts when
 * one is shown, the error reporter at a first error, the German texts on a German page, the reserved sizes on
 * a theme that did not print them, a merchant's own favorite icon (with DOMPurify's sanitiser) where the settings
 * have one.
 */
const LAZY_ENTRIES = {
  'elements-strip': 'runtime/elements/collection-strip.ts',
  'elements-save-button': 'runtime/elements/save-button.ts',
  'elements-login-block': 'runtime/elements/login-block.ts',
  'elements-session': 'runtime/elements/session.ts',
  'elements-toast': 'runtime/elements/toast.ts',
  'elements-reports': 'runtime/dom/error-reports.ts',
  'elements-de': 'runtime/elements/messages-de.ts',
  'elements-reserve': 'runtime/dom/element-styles.ts',
  'elements-custom-icon': 'runtime/elements/custom-icon.ts',
};

/** The elements' lazily imported files, built first: each one's file name within dist/chunks/, by module name. */
export type LazyElementFiles = Record<string, string>;

export function elementsOptions(lazy: LazyElementFiles): esbuild.BuildOptions {
  return {
    ...shared,
    entryPoints: { elements: ELEMENTS_ENTRY, extras: EXTRAS_ENTRY, 'elements-extras': 'both', 'frame-login': FRAME_LOGIN_ENTRY },
    outdir: path.join(dist, 'chunks'),
    format: 'esm',
    entryNames: '[name]-[hash]',
    metafile: true,
    plugins: [noGooglePopup, besides(lazy), elementsWithExtras],
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

/** The entry that re-exports the elements' `start` and the extras' `startExtras` (ELEMENTS_EXTRAS_ENTRY). */
const elementsWithExtras: esbuild.Plugin = {
  name: 'elements-extras',
  setup(b) {
    b.onResolve({ filter: /^both$/ }, (args) => (args.kind === 'entry-point' ? { path: 'both', namespace: 'elements-extras' } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'elements-extras' }, () => ({
      contents: `export { start } from './${ELEMENTS_ENTRY}';\nexport { startExtras } from './${EXTRAS_ENTRY}';\n`,
      resolveDir: root,
      loader: 'ts',
    }));
  },
};

/** Builds the elements' lazy files (LAZY_ENTRIES): their metafile and file names by module name. */
export async function buildLazyElementParts(): Promise<{ meta: esbuild.Metafile; files: LazyElementFiles }> {
  const entries = LAZY_ENTRIES;
  const result = await esbuild.build({
    ...shared,
    entryPoints: entries,
    outdir: path.join(dist, 'chunks'),
    format: 'esm',
    entryNames: '[name]-[hash]',
    metafile: true,
    plugins: [noGooglePopup],
  });
  const meta = result.metafile!;
  const files = Object.values(entries).map((entry) => [path.basename(entry, '.ts'), path.basename(chunkOf(meta, entry, (name) => name))]);
  return { meta, files: Object.fromEntries(files) };
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
