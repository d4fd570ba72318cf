// The SDK's esbuild preset (sdk/preset.mjs) on the example plugin (examples/acme-loyalty): one small ES module
// that imports nothing and carries no React, react-dom or runtime of its own, takes them from the host page
// (`__STATUS_HOST__`) whether it is evaluated before or after the host exposed them, and a manifest beside it.
import { mkdtemp, readFile, rm, copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HOST_MODULES, manifestPathFor, settingsValidatorSource, statusPluginPreset } from '../../sdk/preset.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const example = path.join(root, 'examples/acme-loyalty');
let outDir: string;
let bundle: string;
let code: string;
let metafile: esbuild.Metafile;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'status-sdk-preset-'));
  bundle = path.join(outDir, 'acme-loyalty.js');
  const options = statusPluginPreset({ absWorkingDir: example, entry: 'src/index.tsx', outfile: bundle, manifest: { settingsSchema: 'settings.schema.json' } });
  const result = await esbuild.build({ ...options, logLevel: 'silent' });
  metafile = result.metafile!;
  code = await readFile(bundle, 'utf8');
});

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

afterEach(() => {
  delete (globalThis as { __STATUS_HOST__?: unknown }).__STATUS_HOST__;
  delete (globalThis as { document?: unknown }).document;
});

/** A fresh evaluation of the bundle (a copy under another name: a module is evaluated once per URL). */
let copies = 0;
async function evaluate(): Promise<{ default: Record<string, unknown> & { load(): Promise<{ default: (ctx: unknown) => unknown }> } }> {
  const copy = path.join(outDir, `copy-${++copies}.mjs`);
  await copyFile(bundle, copy);
  return import(/* @vite-ignore */ pathToFileURL(copy).href);
}

describe('the plugin bundle', () => {
  it('is one ES module that imports nothing and only exports the plugin', () => {
    const output = Object.entries(metafile.outputs).find(([file]) => file.endsWith('acme-loyalty.js'))![1];
    expect(output.imports).toEqual([]);
    expect(output.exports).toEqual(['default']);
    // No import statement or dynamic import is left in the code either (a browser would fetch it).
    expect(code).not.toMatch(/(^|[;}\s])import\s*[\w*{"']/);
    expect(code).not.toMatch(/\bimport\s*\(/);
    // (ajv's runtime helper keeps the line that would require it as a string: `.code = 'require("…")'`.)
    expect(code).not.toMatch(/[^'"\w]require\s*\(\s*["']/);
  });

  it('has no copy of React, react-dom, the scheduler or the runtime: only its own source', () => {
    const inputs = Object.keys(metafile.inputs);
    const foreign = inputs.filter(
      (input) =>
        !input.startsWith('src/') &&
        !input.startsWith('status-host:') &&
        !input.startsWith('status-inline-css:') &&
        !/node_modules\/ajv\/dist\/runtime\/ucs2length\.js$/.test(input),
    );
    expect(foreign).toEqual([]);
    for (const marker of ['react.production', '__SECRET_INTERNALS', 'Minified React error', 'react.element', 'unstable_scheduleCallback', 'ReactCurrentDispatcher', 'tapable', 'proxyStateMap']) {
      expect(code, marker).not.toContain(marker);
    }
    // The host modules are read from the page.
    for (const specifier of HOST_MODULES.filter((s) => s !== 'react-dom' && s !== 'react-dom/client')) {
      expect(code, specifier).toContain(`"${specifier}"`);
    }
    expect(code).toContain('__STATUS_HOST__');
  });

  it('is well under 10 KB gzip', () => {
    const gzip = gzipSync(code).length;
    console.log(`acme-loyalty.js: ${code.length} B, ${gzip} B gzip`);
    expect(gzip).toBeLessThan(10_000);
  });

  it('writes the manifest beside the bundle, read from the plugin and its settings schema', async () => {
    expect(manifestPathFor(bundle)).toBe(path.join(outDir, 'acme-loyalty.manifest.json'));
    const manifest = JSON.parse(await readFile(manifestPathFor(bundle), 'utf8'));
    const schema = JSON.parse(await readFile(path.join(example, 'settings.schema.json'), 'utf8'));
    expect(manifest).toEqual({
      id: 'acme-loyalty',
      name: 'Acme Loyalty',
      version: '1.0.0',
      provider: 'Acme Rewards',
      description: expect.stringContaining('Acme Rewards points'),
      settingsSchema: schema,
      slots: ['acme-loyalty.rewardsInfo'],
    });
  });

  it('refuses a manifest field that disagrees with the plugin', async () => {
    const options = statusPluginPreset({ absWorkingDir: example, entry: 'src/index.tsx', outfile: path.join(outDir, 'wrong.js'), manifest: { version: '2.0.0' } });
    await expect(esbuild.build({ ...options, logLevel: 'silent' })).rejects.toThrow(/manifest.version is "2.0.0" but the plugin's definePlugin\(\) says "1.0.0"/);
  });

  it('refuses other entry points of the host packages (they would bring a second React)', async () => {
    const entry = path.join(outDir, 'bad.tsx');
    await import('node:fs/promises').then((fs) => fs.writeFile(entry, "import { renderToString } from 'react-dom/server';\nexport default renderToString;\n"));
    const options = statusPluginPreset({ absWorkingDir: example, entry, outfile: path.join(outDir, 'bad.js'), manifest: { id: 'bad', name: 'Bad', version: '1.0.0', provider: 'x' } });
    await expect(esbuild.build({ ...options, logLevel: 'silent' })).rejects.toThrow(/"react-dom\/server" cannot be used in a plugin bundle/);
  });
});

/** The page's modules as app/host-modules.ts exposes them, with a stand-in public entry. */
function host(sdk: Record<string, unknown>) {
  return Object.freeze({
    apiVersion: 1,
    modules: Object.freeze({ react: React, 'react-dom': ReactDOM, 'react-dom/client': ReactDOMClient, 'react/jsx-runtime': jsxRuntime, '@status/sdk': sdk }),
  });
}

const fakeSdk = () => ({
  definePlugin: (plugin: object) => ({ ...plugin, definedByHost: true }),
  defineSetup: (setup: unknown) => setup,
  useFill: () => ({ t: (key: string) => `t:${key}`, currency: 'USD', navigate() {}, settings: {} }),
  // usePlugin: the plugin's texts (scoped to it), settings and what its setup provided.
  usePlugin: () => ({ t: (key: string, vars?: Record<string, unknown>) => `t:${key}${vars ? JSON.stringify(vars) : ''}`, settings: {}, provided: undefined }),
  useT: () => (key: string, vars?: Record<string, unknown>) => `t:${key}${vars ? JSON.stringify(vars) : ''}`,
  useStore: () => ({ config: { locale: { language: 'en', countryCode: 'US', currency: 'USD' }, routes: { root: '#status' } }, customer: null }),
  useSnapshot: (value: unknown) => value,
});

/** Server-renders the "How you earn" fill (a component of the bundle, rendered by this React). */
const render = (fills: Record<string, { component: React.ComponentType<object> }>) =>
  renderToStaticMarkup(React.createElement(fills['acme-loyalty.rewardsInfo']!.component));

/** Runs the plugin's setup against a minimal context; returns what it filled. */
async function setUp(plugin: { load(): Promise<{ default: (ctx: unknown) => unknown }> }) {
  const fills: Record<string, { component: React.ComponentType<object> }> = {};
  (globalThis as { document?: unknown }).document = { baseURI: 'https://shop.test/' };
  const setup = (await plugin.load()).default;
  setup({
    settings: { own: { apiUrl: 'https://acme.test', programName: 'Acme Rewards', isActive: true } },
    http: { get: async () => ({ data: {} }) },
    state: (initial: object) => initial,
    provide: () => {},
    slots: { fill: (slot: string, options: { component: React.ComponentType<object> }) => ((fills[slot] = options), () => {}) },
    routes: { add: () => () => {} },
    i18n: { t: (key: string) => key },
  });
  return fills;
}

describe('the host modules (__STATUS_HOST__)', () => {
  it('after the host exposed them: the plugin uses the host public entry and renders with the host React', async () => {
    (globalThis as { __STATUS_HOST__?: unknown }).__STATUS_HOST__ = host(fakeSdk());
    const { default: plugin } = await evaluate();
    expect(plugin).toMatchObject({ id: 'acme-loyalty', definedByHost: true, capabilities: ['identity', 'http'] });
    const html = render(await setUp(plugin));
    expect(html).toContain('<h2 id=');
    expect(html).toContain('t:howYouEarnHeading');
    expect(html).toContain('t:howYouEarn{&quot;amount&quot;:&quot;$1&quot;}');
    expect(html).toMatch(/<style data-plugin="acme-loyalty">\.acme-card/);
  });

  it('evaluated before the host exists: definePlugin still works, React is looked up when first used', async () => {
    const { default: plugin } = await evaluate();
    expect(plugin).toMatchObject({ id: 'acme-loyalty', name: 'Acme Loyalty', version: '1.0.0' });
    expect(plugin.definedByHost).toBeUndefined();
    // The page's widget arrives later; rendering then goes to its React.
    (globalThis as { __STATUS_HOST__?: unknown }).__STATUS_HOST__ = host(fakeSdk());
    expect(render(await setUp(plugin))).toContain('t:howYouEarnHeading');
  });

  it('without a host, using React says what is wrong', async () => {
    const { default: plugin } = await evaluate();
    const fills = await setUp(plugin); // setup itself needs nothing from the host
    expect(() => render(fills)).toThrow(/"@status\/sdk"\.usePlugin was used before the Status widget was on the page/);
  });

  it('refuses a host of another API version', async () => {
    const { default: plugin } = await evaluate();
    const fills = await setUp(plugin);
    (globalThis as { __STATUS_HOST__?: unknown }).__STATUS_HOST__ = { apiVersion: 2, modules: {} };
    expect(() => render(fills)).toThrow(/needs host API version 1; the page's widget provides 2/);
  });
});

describe('the settings validator (examples/acme-loyalty/src/generated)', () => {
  it('is what the SDK generates from settings.schema.json today (run `npm run build -w acme-loyalty`)', async () => {
    const schema = JSON.parse(await readFile(path.join(example, 'settings.schema.json'), 'utf8'));
    const { js, dts } = await settingsValidatorSource(schema, { typeName: 'AcmeLoyaltySettings', source: 'settings.schema.json' });
    expect(await readFile(path.join(example, 'src/generated/settings.js'), 'utf8')).toBe(js);
    expect(await readFile(path.join(example, 'src/generated/settings.d.ts'), 'utf8')).toBe(dts);
    expect(js).not.toMatch(/new Function|eval\(/);
  });
});
