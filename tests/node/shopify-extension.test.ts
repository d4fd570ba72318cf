// The theme app extension (shopify/) passes Shopify's own linter, theme-check, with the configuration Shopify's
// CLI uses for theme app extensions (theme-check:theme-app-extension): zero offenses. Its assets come from the
// widget build (`npm run build` writes them; made here from dist/ when missing). Also: every schema label is
// translated in English and German, and the loader asset loads its chunks from its own folder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { check } from '@shopify/theme-check-node';
import { beforeAll, describe, expect, it } from 'vitest';
import { ASSETS_DIR, buildExtensionAssets, ELEMENTS_SNIPPET, elementsSnippet, EXTENSION_DIR } from '../../shopify/build-assets.ts';

const dist = process.env.STATUS_DIST ? path.resolve(process.env.STATUS_DIST) : path.resolve('dist');

beforeAll(async () => {
  if (!existsSync(path.join(ASSETS_DIR, 'status.js'))) {
    if (!existsSync(path.join(dist, 'status.js'))) throw new Error('run `npm run build` first: the extension assets come from dist/');
    await buildExtensionAssets(dist);
  }
});

const json = (file: string) => JSON.parse(readFileSync(path.join(EXTENSION_DIR, 'locales', file), 'utf8')) as unknown;

/** Every leaf key of a nested translations object, as dotted paths. */
function keys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

describe('Shopify theme app extension', () => {
  it('theme-check (theme-app-extension config) reports no offense', async () => {
    const offenses = await check(EXTENSION_DIR, 'theme-check:theme-app-extension');
    const lines = offenses.map((o) => `${o.check} ${o.uri.split('/status-theme/')[1]}:${o.start.line + 1} ${o.message}`);
    expect(lines).toEqual([]);
  }, 120_000);

  it('labels every schema `t:` key in English and German, and the storefront strings in both', () => {
    const blocks = readdirSync(path.join(EXTENSION_DIR, 'blocks')).map((file) => readFileSync(path.join(EXTENSION_DIR, 'blocks', file), 'utf8'));
    const used = blocks.flatMap((source) => [...source.matchAll(/"t:([a-z0-9_.]+)"/g)].map((m) => m[1]!));
    expect(used.length).toBeGreaterThan(20);
    const en = keys(json('en.default.schema.json'));
    const de = keys(json('de.schema.json'));
    expect(de.sort()).toEqual([...en].sort());
    for (const key of used) expect(en, key).toContain(key);
    expect(keys(json('de.json')).sort()).toEqual(keys(json('en.default.json')).sort());
  });

  it('the embed loads status.js from the extension assets, which loads its chunks from the same folder', () => {
    const loader = readFileSync(path.join(ASSETS_DIR, 'status.js'), 'utf8');
    const chunkRefs = [...loader.matchAll(/"([A-Za-z0-9_-]+-[A-Z0-9]{8}\.js)"/g)].map((m) => m[1]!);
    expect(chunkRefs.length).toBeGreaterThan(3);
    expect(loader).not.toContain('"chunks/');
    for (const chunk of chunkRefs) expect(existsSync(path.join(ASSETS_DIR, chunk)), chunk).toBe(true);
    expect(readdirSync(ASSETS_DIR).some((file) => file.endsWith('.map'))).toBe(false);
  });

  it('the embed inlines the elements\' reserved sizes from a snippet that matches runtime/loader/element-styles.ts', () => {
    expect(readFileSync(ELEMENTS_SNIPPET, 'utf8')).toBe(elementsSnippet());
  });
});
