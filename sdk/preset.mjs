// The esbuild preset for a Status plugin built outside the widget's repository.
//
//   import * as esbuild from 'esbuild';
//   import { statusPluginPreset } from '@status/sdk/preset';
//   await esbuild.build(statusPluginPreset({ entry: 'src/index.tsx', outfile: 'dist/acme-loyalty.js',
//                                            manifest: { settingsSchema: 'settings.schema.json' } }));
//
// The bundle is one ES module whose default export is the plugin. `react`, `react-dom`, `react-dom/client`,
// `react/jsx-runtime` and `@status/sdk` are not bundled: each becomes a small virtual module that reads the
// host page's copy from `globalThis.__STATUS_HOST__.modules` (set by the widget's panel chunk), the way
// WordPress's dependency extraction maps `react` to `window.React`. Every export is a getter that looks the
// host up when it is read, not when the plugin module is evaluated, so the module may be imported before the
// panel exposed the host (a `<script type="module">` on the page) as well as after (the runtime importing
// it). Before the host exists only `definePlugin`, `defineSetup` and `PLUGIN_API_VERSION` work, so a plugin
// module must not render or call other SDK functions at its top level (nothing a plugin normally does).
//
// Beside the bundle the preset writes `<name>.manifest.json`: `{ id, name, version, provider, description,
// settingsSchema, slots }` (slots: its own ones, when it has some), what the merchant admin reads to list the plugin and render its settings form. Fields not
// given in `manifest` are read from the built plugin's default export; given ones must agree with it.
import { existsSync } from 'node:fs';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

export { GENERATED_HEADER, generateSettingsValidator, settingsValidatorSource } from './validator.mjs';

/** The modules the host page provides, in the order of app/host-modules.ts. */
export const HOST_MODULES = Object.freeze(['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', '@status/sdk']);

/** What `__STATUS_HOST__.apiVersion` must be. */
export const HOST_API_VERSION = 1;

/** Same browsers as the widget's own build (build/shared.ts). */
export const TARGET = Object.freeze(['es2020', 'chrome100', 'safari15', 'firefox100']);

const SDK_DIR = path.dirname(fileURLToPath(import.meta.url));
const HOST_NAMESPACE = 'status-host';
const HOST_HELPER = 'status-host-helper';
const HOST_FILTER = /^(react|react-dom|react-dom\/client|react\/jsx-runtime|@status\/sdk)$/;
/** Other entry points of these packages: bundling them would bring a second React (or runtime) along. */
const REFUSED_FILTER = /^(react|react-dom|@status\/sdk)\//;
const PLUGIN_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const SEMVER = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;

/** Usable before the host is there (a plugin module's top level calls definePlugin). */
const SDK_FALLBACKS = 'definePlugin: function (p) { return p; }, defineSetup: function (s) { return s; }, PLUGIN_API_VERSION: 1';

/**
 * esbuild options for a plugin bundle.
 * @param {import('./preset.d.mts').StatusPluginPresetOptions} options
 * @returns {import('esbuild').BuildOptions}
 */
export function statusPluginPreset(options) {
  const { entry, outfile, manifest = {}, absWorkingDir = process.cwd(), minify = true, sourcemap = false, plugins = [], define = {} } = options;
  if (!entry || !outfile) throw new Error('statusPluginPreset: `entry` and `outfile` are required');
  if (!/\.m?js$/.test(outfile)) throw new Error(`statusPluginPreset: outfile must end in .js (got ${outfile})`);
  return {
    absWorkingDir,
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: [...TARGET],
    jsx: 'automatic',
    minify,
    sourcemap,
    legalComments: 'none',
    charset: 'utf8',
    metafile: true,
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"', ...define },
    plugins: [...plugins, hostModulesPlugin({ absWorkingDir }), inlineCssPlugin(), manifestPlugin({ absWorkingDir, outfile, manifest })],
  };
}

/**
 * The esbuild plugin that maps the host modules to `__STATUS_HOST__` (also usable on its own).
 * @param {{ absWorkingDir?: string }} [options]
 * @returns {import('esbuild').Plugin}
 */
export function hostModulesPlugin({ absWorkingDir = process.cwd() } = {}) {
  return {
    name: 'status-host-modules',
    setup(build) {
      build.onResolve({ filter: HOST_FILTER }, (args) => ({ path: args.path, namespace: HOST_NAMESPACE }));
      build.onResolve({ filter: REFUSED_FILTER }, (args) => ({
        errors: [{ text: `"${args.path}" cannot be used in a plugin bundle: the host page provides only ${HOST_MODULES.join(', ')}.` }],
      }));
      build.onResolve({ filter: /^status-host-helper$/, namespace: HOST_NAMESPACE }, () => ({ path: HOST_HELPER, namespace: HOST_NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: HOST_NAMESPACE }, async (args) => {
        if (args.path === HOST_HELPER) return { contents: HELPER_SOURCE, loader: 'js' };
        const specifier = args.path;
        const names = await exportNames(specifier, absWorkingDir);
        const fallbacks = specifier === '@status/sdk' ? `{ ${SDK_FALLBACKS} }` : '{}';
        return {
          contents: `module.exports = require(${JSON.stringify(HOST_HELPER)})(${JSON.stringify(specifier)}, ${JSON.stringify(names)}, ${fallbacks});\n`,
          loader: 'js',
          resolveDir: absWorkingDir,
        };
      });
    },
  };
}

/**
 * `import css from './styles.css?inline'`: the file's CSS, minified, as a string (Vite's convention, so tests
 * under vitest import the same line). A plugin renders it in a <style> inside the panel's shadow root.
 * @returns {import('esbuild').Plugin}
 */
export function inlineCssPlugin() {
  return {
    name: 'status-inline-css',
    setup(build) {
      build.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
        path: path.resolve(args.resolveDir, args.path.replace(/\?inline$/, '')),
        namespace: 'status-inline-css',
      }));
      build.onLoad({ filter: /.*/, namespace: 'status-inline-css' }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const { code } = await esbuild.transform(source, { loader: 'css', minify: true, target: [...TARGET], sourcefile: args.path });
        return { contents: `export default ${JSON.stringify(code.trim())};`, loader: 'js', watchFiles: [args.path] };
      });
    },
  };
}

/** Shared by the virtual modules: an object of getters that read the host module when used. */
const HELPER_SOURCE = `
module.exports = function hostModule(specifier, names, fallbacks) {
  var exports = {};
  function host() {
    var h = globalThis.__STATUS_HOST__;
    if (!h) return null;
    if (h.apiVersion !== ${HOST_API_VERSION}) throw new Error("This Status plugin needs host API version ${HOST_API_VERSION}; the page's widget provides " + h.apiVersion + ".");
    return h.modules[specifier] || null;
  }
  names.forEach(function (name) {
    Object.defineProperty(exports, name, {
      enumerable: true,
      get: function () {
        var m = host();
        if (m) return m[name];
        if (Object.prototype.hasOwnProperty.call(fallbacks, name)) return fallbacks[name];
        throw new Error('"' + specifier + '".' + name + " was used before the Status widget was on the page. Plugins run inside the widget: register this module through settings.plugins or the widget's public API.");
      },
    });
  });
  return exports;
};
`;

const exportNamesCache = new Map();

/** The export names of a host module: read from the module itself (CommonJS React) or its source (the SDK). */
async function exportNames(specifier, absWorkingDir) {
  const key = `${absWorkingDir}\0${specifier}`;
  if (!exportNamesCache.has(key)) exportNamesCache.set(key, computeExportNames(specifier, absWorkingDir));
  return exportNamesCache.get(key);
}

async function computeExportNames(specifier, absWorkingDir) {
  if (specifier === '@status/sdk') {
    // Value exports of the public entry (types are erased): ask esbuild, which follows its re-exports.
    const result = await esbuild.build({
      // The sources in the repository, the built entry in the installed package.
      entryPoints: [existsSync(path.join(SDK_DIR, 'index.ts')) ? path.join(SDK_DIR, 'index.ts') : path.join(SDK_DIR, 'dist/index.js')],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      packages: 'external',
      metafile: true,
      logLevel: 'silent',
      outdir: path.join(SDK_DIR, '.exports'),
      jsx: 'automatic',
    });
    const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint);
    return [...(output?.exports ?? [])].filter((name) => name !== 'default').sort();
  }
  // React's packages are CommonJS: their keys are their exports. Resolved from the plugin's project (its React
  // is the one its types and tests use), else from the SDK's.
  const require = createRequire(path.join(absWorkingDir, 'package.json'));
  let mod;
  try {
    mod = require(specifier);
  } catch {
    mod = createRequire(import.meta.url)(specifier);
  }
  // React's internals and unstable APIs are not part of the contract with the host.
  return Object.keys(mod).filter((name) => name !== 'default' && !name.startsWith('__') && !name.startsWith('unstable_')).sort();
}

/** Writes `<outfile without .js>.manifest.json` after a successful build, and checks the bundle imports nothing. */
function manifestPlugin({ absWorkingDir, outfile, manifest }) {
  return {
    name: 'status-plugin-manifest',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length) return;
        const out = path.resolve(absWorkingDir, outfile);
        try {
          if (result.metafile) {
            const key = Object.keys(result.metafile.outputs).find((file) => path.resolve(absWorkingDir, file) === out);
            const imports = key ? result.metafile.outputs[key].imports : [];
            if (imports.length) throw new Error(`the bundle still imports ${imports.map((i) => i.path).join(', ')}; a plugin bundle must import nothing`);
          }
          const written = await writeManifest({ bundle: out, manifest, absWorkingDir });
          if (build.initialOptions.logLevel !== 'silent') console.log(`status plugin: ${path.relative(absWorkingDir, out)} and ${path.relative(absWorkingDir, written)} written`);
        } catch (error) {
          return { errors: [{ text: error.message, detail: error }] };
        }
        return undefined;
      });
    },
  };
}

/** The manifest path beside a bundle: `dist/acme.js` → `dist/acme.manifest.json`. */
export function manifestPathFor(bundle) {
  return bundle.replace(/\.m?js$/, '') + '.manifest.json';
}

/**
 * Builds and writes the manifest of a built bundle. Fields missing from `manifest` come from the plugin's
 * default export (the bundle is evaluated in Node, before any host, where definePlugin returns its argument).
 */
export async function writeManifest({ bundle, manifest = {}, absWorkingDir = process.cwd() }) {
  const plugin = await readBuiltPlugin(bundle);
  if (!plugin && ['id', 'name', 'version', 'provider'].some((field) => manifest[field] === undefined)) {
    throw new Error("manifest: the bundle's default export could not be read in Node (does its top level need a browser?); give id, name, version and provider in the preset's `manifest`");
  }
  const fields = ['id', 'name', 'version', 'provider', 'description'];
  const result = {};
  for (const field of fields) {
    const given = manifest[field];
    const built = plugin?.[field];
    if (given !== undefined && built !== undefined && given !== built) {
      throw new Error(`manifest.${field} is ${JSON.stringify(given)} but the plugin's definePlugin() says ${JSON.stringify(built)}`);
    }
    result[field] = given ?? built ?? (field === 'description' ? '' : undefined);
  }
  if (!result.id || !PLUGIN_ID.test(result.id)) throw new Error(`manifest: id must be kebab-case (got ${JSON.stringify(result.id)})`);
  for (const field of ['name', 'provider']) if (!result[field]) throw new Error(`manifest: ${field} is required`);
  if (!SEMVER.test(result.version ?? '')) throw new Error(`manifest: version must be semantic (got ${JSON.stringify(result.version)})`);
  result.settingsSchema = await readSchema(manifest.settingsSchema, absWorkingDir);
  // Its own slots (`<id>.<name>`): the admin offers them to a merchant placing slots on a dynamic page.
  const own = (Array.isArray(plugin?.slots) ? plugin.slots : []).filter((slot) => typeof slot === 'string' && slot.startsWith(`${result.id}.`));
  if (own.length > 0) result.slots = own;
  const target = manifestPathFor(bundle);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, JSON.stringify(result, null, 2) + '\n');
  return target;
}

async function readSchema(schema, absWorkingDir) {
  if (schema === undefined || schema === null) return null;
  if (typeof schema === 'object') return schema;
  return JSON.parse(await readFile(path.resolve(absWorkingDir, schema), 'utf8'));
}

/** The built plugin's default export, or null when its module cannot be evaluated outside a browser. */
export async function readBuiltPlugin(bundle) {
  const code = await readFile(bundle, 'utf8');
  try {
    const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
    const plugin = module.default;
    return plugin && typeof plugin === 'object' ? plugin : null;
  } catch {
    return null;
  }
}
