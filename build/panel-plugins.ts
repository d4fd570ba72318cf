// esbuild plugins of the panel's split build: React's CommonJS read once, the core in one chunk, manifests
// without the merchant admin's descriptions. Why each, with figures: docs/decisions.md.
import type * as esbuild from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { requireFromRoot, root } from './paths.ts';

/** CommonJS packages imported by many modules: React's. */
const CJS_ONCE = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];

/**
 * React's packages are CommonJS, and esbuild wraps them for every module that imports one (`__toESM`: a copy
 * of the exports as getters per importer, so every `useState` or `jsx` call goes through a getter). Here each
 * resolves to one ES module that reads the package once and exports its names as constants (all of them:
 * outside plugins take React's namespace from the page, app/host-modules.ts).
 */
export const cjsOnce: esbuild.Plugin = {
  name: 'cjs-once',
  setup(b) {
    const filter = new RegExp(`^(${CJS_ONCE.map((name) => name.replace('/', '\\/')).join('|')})$`);
    // ES imports only: the packages' own `require`s (react-dom's of react) keep the package itself.
    b.onResolve({ filter }, (args) => (args.kind !== 'import-statement' || args.namespace === 'cjs-once' ? undefined : { path: args.path, namespace: 'cjs-once' }));
    b.onLoad({ filter: /.*/, namespace: 'cjs-once' }, (args) => {
      const names = Object.keys(requireFromRoot(args.path)).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
      return {
        resolveDir: root,
        contents: `import * as m from '${args.path}';\nconst cjs = m.default;\nexport default cjs;\nexport const { ${names.join(', ')} } = cjs;\n`,
      };
    });
  },
};

/**
 * The panel's core in one chunk. esbuild puts a module that several entries reach into a chunk per set of
 * entries, and every `import()` target counts as an entry, so the panel's static graph came out as many files.
 * Here every other entry also imports the panel entry (one import line, appended): every core module is then
 * reached by the same entries and lands in one chunk. Evaluation order is unchanged: a lazy module is only
 * ever imported once the panel has run. `lazyEntries` (source paths, lazyEntriesFrom) empty: plain splitting.
 */
export function oneCoreChunk(panelEntry: string, lazyEntries: ReadonlySet<string>): esbuild.Plugin {
  const panelImport = JSON.stringify(path.join(root, panelEntry));
  return {
    name: 'one-core-chunk',
    setup(b) {
      b.onLoad({ filter: /\.(ts|tsx|js|mjs)$/ }, async (args) => {
        if (!lazyEntries.has(path.relative(root, args.path))) return undefined;
        const loader = args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('.ts') ? 'ts' : 'js';
        return { contents: `${await readFile(args.path, 'utf8')}\nimport ${panelImport};\n`, loader };
      });
    },
  };
}

/**
 * A built-in manifest's `description` is for the merchant admin (read on the server); the browser never shows
 * it, so the widget's bundle drops the line.
 */
export const dropManifestDescriptions: esbuild.Plugin = {
  name: 'drop-manifest-descriptions',
  setup(b) {
    b.onLoad({ filter: /[\\/]plugins[\\/][a-z0-9-]+[\\/]index\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replace(/^ {2}description: (['"]).*\1,\n/m, ''),
      loader: 'ts',
    }));
  },
};
