// Build: generated validators first, then the lazy ESM chunks (code splitting, content-hashed), then the
// loader as a classic script that knows the panel chunk's hashed name. `--watch` rebuilds on change.
import * as esbuild from 'esbuild';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { generateValidators } from './schemas/build.ts';
import { activeDefaults } from './schemas/generated/settings-groups.js';
import { elementsReserveCss } from './runtime/loader/element-styles.ts';

const root = path.dirname(new URL(import.meta.url).pathname);
const requireFromRoot = createRequire(path.join(root, 'package.json'));
// STATUS_DIST builds elsewhere (comparing builds, or building while tests read dist/).
const dist = process.env.STATUS_DIST ? path.resolve(process.env.STATUS_DIST) : path.join(root, 'dist');
const watch = process.argv.includes('--watch');
const production = !watch;

/** Entry points of the lazy part. The key is the chunk's name before its hash. */
const chunkEntries = {
  panel: 'app/panel-entry.tsx',
};

const shared: esbuild.BuildOptions = {
  absWorkingDir: root,
  bundle: true,
  // STATUS_READABLE=1 keeps identifiers (readable profiles: tests/bench/open-timeline.ts).
  minifyWhitespace: production,
  minifySyntax: production,
  minifyIdentifiers: production && !process.env.STATUS_READABLE,
  sourcemap: 'linked',
  target: ['es2020', 'chrome100', 'safari15', 'firefox100'],
  legalComments: 'none',
  logLevel: 'warning',
  define: {
    'process.env.NODE_ENV': production ? '"production"' : '"development"',
    // valtio and proxy-compare guard their development checks with Vite's `import.meta.env.MODE`, which esbuild
    // leaves undefined: they ran in production, useSnapshot's debug value among them (after every render of a
    // component that reads the store, a walk of every path it read). `import.meta.env` as `true` lets the
    // minifier drop the guarded code (nothing here reads another `import.meta.env` key).
    'import.meta.env': 'true',
    'import.meta.env.MODE': production ? '"production"' : '"development"',
  },
  // Chromium's explicit compile hint (V8 compile hints, Chrome 136+; a plain comment elsewhere): compile every
  // function when the file is compiled, not again the first time each runs. These files are loaded to run:
  // the lazy re-parses (react-dom's whole factory among them) were most of the first open's main-thread time,
  // and the eager compile happens when the intent prefetch compiles the modules, before the click.
  banner: { js: '//# allFunctionsCalledOnLoad' },
};

function chunkOptions(lazyEntries: ReadonlySet<string> = new Set()): esbuild.BuildOptions {
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
    plugins: [dropManifestDescriptions, cjsOnce, oneCoreChunk(lazyEntries)],
  };
}

/** CommonJS packages imported by many modules: React's. */
const CJS_ONCE = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];

/**
 * React's packages are CommonJS: esbuild wraps them for every module that imports one (`__toESM`), a copy of
 * the package's exports as getters per importing module (31 in the core: react's ~40 exports 14 times), and
 * every `useState`, `jsx` … call then goes through a getter. Here each resolves to one ES module that reads
 * the package once and exports its names as constants, the one the rest of the build imports (all its names:
 * outside plugins take React's namespace from the page, app/host-modules.ts). Measured on a phone's tap at 4×
 * CPU (main thread's thread time from the touch to interactive, traced, interleaved): −8.4 ms median in 10
 * rounds, −2.2 ms median (−15.4 mean) in 12, most of it in the core's evaluation; no change the wall time can
 * tell apart. The core is 0.3 KB gzip larger (the names).
 */
const cjsOnce: esbuild.Plugin = {
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
 * The panel's core in one chunk. esbuild puts a module that several entries reach into a chunk of its own per
 * set of entries, and it counts every `import()` target as an entry: the plugins' setups, pages, messages and
 * validators each share a different part of the core, so the panel's static graph came out as 11 files, each
 * one more request and response on a phone's tap. Here every other entry also imports the panel entry (one
 * import line, appended): every core module is then reached by the same entries and lands in one chunk. It
 * changes no evaluation order: a lazy module is only ever imported once the panel has run.
 * `lazyEntries`: source paths from a first build's metafile (lazyEntriesFrom); empty (the watch build): plain splitting.
 */
function oneCoreChunk(lazyEntries: ReadonlySet<string>): esbuild.Plugin {
  const panelEntry = JSON.stringify(path.join(root, chunkEntries.panel));
  return {
    name: 'one-core-chunk',
    setup(b) {
      b.onLoad({ filter: /\.(ts|tsx|js|mjs)$/ }, async (args) => {
        if (!lazyEntries.has(path.relative(root, args.path))) return undefined;
        const loader = args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('.ts') ? 'ts' : 'js';
        return { contents: `${await readFile(args.path, 'utf8')}\nimport ${panelEntry};\n`, loader };
      });
    },
  };
}

/**
 * Every entry but the panel's. Those the panel also imports statically count (the `nav` settings validator,
 * which a plugin's page loads too), and so do node_modules' (firebase's, loaded for a sign-in): with entries of
 * their own apart, the panel's graph kept two more files, that validator and esbuild's runtime helpers, which
 * firebase's entries reach (session 15: 14 → 12 files on a guest's tap; its tap to interactive did not change
 * measurably: −18 ms and +11.5 ms paired medians in two runs of 40 interleaved rounds, this VM's noise).
 */
function lazyEntriesFrom(meta: esbuild.Metafile): Set<string> {
  return new Set(
    Object.values(meta.outputs)
      .map((output) => output.entryPoint)
      .filter((entry): entry is string => !!entry && entry !== chunkEntries.panel),
  );
}

/**
 * A built-in manifest's `description` is for the merchant admin (devstore/admin reads it on the server); the
 * browser never shows it, so the widget's bundle drops the line (~300 B gzip of the panel chunk).
 */
const dropManifestDescriptions: esbuild.Plugin = {
  name: 'drop-manifest-descriptions',
  setup(b) {
    b.onLoad({ filter: /[\\/]plugins[\\/][a-z0-9-]+[\\/]index\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replace(/^ {2}description: (['"]).*\1,\n/m, ''),
      loader: 'ts',
    }));
  },
};

/**
 * The loader references the panel chunk by its hashed file name, and the chunks it imports statically
 * (transitively) so its prefetch can preload the whole graph. Paths relative to dist/.
 */
function panelChunksFrom(meta: esbuild.Metafile): { panel: string; dependencies: string[] } {
  const entry = Object.keys(meta.outputs).find((file) => meta.outputs[file]!.entryPoint === chunkEntries.panel);
  if (!entry) throw new Error('build: panel chunk missing from metafile');
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const item of meta.outputs[file]?.imports ?? []) if (item.kind === 'import-statement' && !item.external) visit(item.path);
  };
  visit(entry);
  const relative = (file: string) => path.relative(dist, path.join(root, file));
  return { panel: relative(entry), dependencies: [...seen].filter((file) => file !== entry).map(relative) };
}

type PluginPreload = [group: string, activeByDefault: boolean, chunks: string[], validators: [group: string, chunks: string[]][], guest: string[]];

/**
 * Modules a plugin's setup imports at once for a guest (a page that knows no customer), which a guest's first
 * open then waits for: login's section, the form every guest's first open shows. The loader preloads them with
 * the plugin's code on a guest's page; otherwise their requests start only once the panel graph ran and the
 * setup asked (a phone's tap at 4× CPU: +165 ms after the click, then a second round for their imports).
 */
const GUEST_FIRST_OPEN: Record<string, string[]> = { login: ['LoginSection.tsx'] };

/**
 * Each built-in plugin's lazy chunks (its setup module, English messages and settings validators, with what they
 * import statically, minus what the panel chunk has already): the loader preloads the enabled ones with the
 * panel on intent, so the mount does not wait for a second round of requests. Manifests come from
 * app/plugins.ts; a plugin's code is the `setup` module in its folder. A settings group's validator is listed
 * apart: the runtime needs none for a group the page's settings leave out or empty (runtime/registry.ts), so
 * the loader preloads it only when the group has something in it.
 */
async function pluginPreloadsFrom(meta: esbuild.Metafile, panelFiles: readonly string[]): Promise<PluginPreload[]> {
  const { builtinPlugins } = await import('./app/plugins.ts');
  const relative = (file: string) => path.relative(dist, path.join(root, file));
  const eager = new Set(panelFiles);
  const outputOf = (entry: RegExp) => Object.keys(meta.outputs).filter((file) => entry.test(meta.outputs[file]!.entryPoint ?? ''));
  return builtinPlugins
    // A deferred plugin is no part of the first open: the loader does not preload it.
    .filter((plugin) => plugin.load && !plugin.deferred)
    .map((plugin): PluginPreload => {
      const seen = new Set<string>();
      /** The .js files `starts` import statically that no earlier call and not the panel chunk holds. */
      const closure = (starts: string[]): string[] => {
        const files: string[] = [];
        const visit = (file: string): void => {
          if (seen.has(file) || eager.has(relative(file))) return;
          seen.add(file);
          files.push(file);
          for (const item of meta.outputs[file]?.imports ?? []) if (item.kind === 'import-statement' && !item.external) visit(item.path);
        };
        starts.forEach(visit);
        return files.filter((file) => file.endsWith('.js')).map(relative);
      };
      const code = closure(outputOf(new RegExp(`^plugins/${plugin.id}/(setup\\.tsx?|messages/en\\.ts)$`)));
      const validators = (plugin.settings ?? []).map((group: string): [string, string[]] => [
        group,
        closure(outputOf(new RegExp(`^schemas/generated/settings/${group}\\.js$`))),
      ]);
      const guest = closure((GUEST_FIRST_OPEN[plugin.id] ?? []).flatMap((module) => {
        const files = outputOf(new RegExp(`^plugins/${plugin.id}/${module.replace(/[.]/g, '\\.')}$`));
        if (!files.length) throw new Error(`build: GUEST_FIRST_OPEN names plugins/${plugin.id}/${module}, which is no chunk's entry`);
        return files;
      }));
      const group = plugin.activeBy ?? '';
      const byDefault = group ? ((activeDefaults as Record<string, boolean | undefined>)[group] ?? true) : true;
      return [group, byDefault, code, validators.filter(([, chunks]) => chunks.length), guest];
    });
}

/**
 * The theme elements' chunk (runtime/elements/index.ts, no React): one file, built apart from the panel's
 * split graph, so it shares no chunk with the panel (the panel's first open keeps its files and bytes) and a
 * page with elements fetches exactly one file besides the loader.
 */
const ELEMENTS_ENTRY = 'runtime/elements/index.ts';
/**
 * The loader's extras (runtime/loader/extras.ts: the me button, the notification triggers): built beside the
 * elements, one file of its own, imported by the loader only on shops that turn one of them on.
 */
const EXTRAS_ENTRY = 'runtime/loader/extras.ts';
function elementsOptions(sanitizerFile: string): esbuild.BuildOptions {
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

/**
 * Merchant markup's sanitiser (runtime/sanitize-markup.ts with DOMPurify, ~9 KB gzip) for the theme elements:
 * a file of its own beside the elements chunk, fetched only when a shop's favorite icon is custom.
 */
const SANITIZER_ENTRY = 'runtime/sanitize-markup.ts';
function sanitizerOptions(): esbuild.BuildOptions {
  return { ...shared, entryPoints: { sanitizer: SANITIZER_ENTRY }, outdir: path.join(dist, 'chunks'), format: 'esm', entryNames: '[name]-[hash]', metafile: true };
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
async function buildSanitizer(): Promise<string> {
  const result = await esbuild.build(sanitizerOptions());
  sanitizerMeta = result.metafile!;
  return path.basename(chunkOf(sanitizerMeta, SANITIZER_ENTRY));
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

function chunkOf(meta: esbuild.Metafile, entryPoint: string): string {
  const entry = Object.keys(meta.outputs).find((file) => meta.outputs[file]!.entryPoint === entryPoint);
  if (!entry) throw new Error(`build: ${entryPoint}'s chunk missing from metafile`);
  return path.relative(dist, path.join(root, entry));
}
let elementsMeta: esbuild.Metafile = { inputs: {}, outputs: {} };
let sanitizerMeta: esbuild.Metafile = { inputs: {}, outputs: {} };

function loaderOptions({ panel, dependencies, plugins }: { panel: string; dependencies: string[]; plugins: PluginPreload[] }): esbuild.BuildOptions {
  return {
    ...shared,
    entryPoints: ['runtime/loader/status.ts'],
    outfile: path.join(dist, 'status.js'),
    format: 'iife',
    metafile: true,
    define: {
      ...shared.define,
      __STATUS_PANEL_CHUNK__: JSON.stringify(panel),
      __STATUS_PANEL_DEPENDENCIES__: JSON.stringify(dependencies),
      __STATUS_PLUGIN_PRELOADS__: JSON.stringify(plugins),
      __STATUS_ELEMENTS_CHUNK__: JSON.stringify(chunkOf(elementsMeta, ELEMENTS_ENTRY)),
      __STATUS_EXTRAS_CHUNK__: JSON.stringify(chunkOf(elementsMeta, EXTRAS_ENTRY)),
    },
  };
}

async function writeMeta(chunks: esbuild.Metafile, loader: esbuild.Metafile) {
  const merged = {
    inputs: { ...chunks.inputs, ...elementsMeta.inputs, ...sanitizerMeta.inputs, ...loader.inputs },
    outputs: { ...chunks.outputs, ...elementsMeta.outputs, ...sanitizerMeta.outputs, ...loader.outputs },
  };
  await writeFile(path.join(dist, 'meta.json'), JSON.stringify(merged));
}

async function loaderInputs(meta: esbuild.Metafile) {
  const panelChunks = panelChunksFrom(meta);
  return { ...panelChunks, plugins: await pluginPreloadsFrom(meta, [panelChunks.panel, ...panelChunks.dependencies]) };
}

async function buildOnce() {
  const sanitizerFile = await buildSanitizer();
  const [first, elements] = await Promise.all([esbuild.build({ ...chunkOptions(), write: false }), esbuild.build(elementsOptions(sanitizerFile))]);
  const chunks = await esbuild.build(chunkOptions(lazyEntriesFrom(first.metafile!)));
  elementsMeta = elements.metafile!;
  // The elements' reserved sizes for a theme's own stylesheet (render-blocking: reserved before first paint).
  await writeFile(path.join(dist, 'status-elements.css'), elementsReserveCss());
  const loader = await esbuild.build(loaderOptions(await loaderInputs(chunks.metafile!)));
  await writeMeta(chunks.metafile!, loader.metafile!);
}

await generateValidators();
await rm(dist, { recursive: true, force: true });
await mkdir(dist, { recursive: true });
await buildOnce();
console.log('build: dist/status.js and dist/chunks written');

if (watch) {
  // Rebuild everything on change: the loader embeds the panel chunk's and the elements chunk's hashes.
  let panelMeta: esbuild.Metafile | null = null;
  const rebuildLoader = async (): Promise<void> => {
    if (!panelMeta) return;
    const loader = await esbuild.build(loaderOptions(await loaderInputs(panelMeta)));
    await writeMeta(panelMeta, loader.metafile!);
    console.log('build: rebuilt');
  };
  const ctx = await esbuild.context({
    ...chunkOptions(),
    plugins: [dropManifestDescriptions, { name: 'rebuild-loader', setup(b) {
      b.onEnd(async (result) => {
        if (result.errors.length || !result.metafile) return;
        panelMeta = result.metafile;
        await rebuildLoader();
      });
    } }],
  });
  const elementsOptionsNow = elementsOptions(await buildSanitizer());
  const elementsCtx = await esbuild.context({
    ...elementsOptionsNow,
    plugins: [...(elementsOptionsNow.plugins ?? []), { name: 'rebuild-loader-elements', setup(b) {
      b.onEnd(async (result) => {
        if (result.errors.length || !result.metafile) return;
        elementsMeta = result.metafile;
        await rebuildLoader();
      });
    } }],
  });
  await Promise.all([ctx.watch(), elementsCtx.watch()]);
}
