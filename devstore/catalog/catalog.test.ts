// The seed catalog: enough varied products, consistent ids, drawable images, and shop settings that pass the
// widget's own settings schemas (so the devstore never serves settings the widget would reject).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { collections, findProduct, findVariant, productImageSvg, products, shops, toNumericId } from './index';

describe('catalog', () => {
  it('has at least 40 products with unique ids, handles and variant ids', () => {
    expect(products.length).toBeGreaterThanOrEqual(40);
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.handle)).size).toBe(products.length);
    const variantIds = products.flatMap((p) => p.variants.map((v) => v.id));
    expect(new Set(variantIds).size).toBe(variantIds.length);
    for (const p of products) {
      expect(p.image).toBe(`/devstore/images/${p.handle}.svg`);
      expect(p.price).toBe(Math.min(...p.variants.map((v) => v.price)));
    }
  });

  it('includes sold-out and quantity-limited products', () => {
    expect(products.filter((p) => p.variants.every((v) => !v.available)).length).toBeGreaterThanOrEqual(2);
    expect(products.filter((p) => p.variants.some((v) => !v.available) && p.variants.some((v) => v.available)).length).toBeGreaterThanOrEqual(2);
    expect(products.some((p) => p.variants.some((v) => v.available && v.inventory === 1))).toBe(true);
  });

  it('finds products and variants by number, string and gid', () => {
    const [first] = products;
    expect(findProduct(first!.id)).toBe(first);
    expect(findProduct(String(first!.id))).toBe(first);
    expect(findProduct(`gid://shopify/Product/${first!.id}`)).toBe(first);
    expect(findVariant(first!.variants[0]!.id)?.product).toBe(first);
    expect(toNumericId('12abc')).toBeNull();
    expect(toNumericId(-1)).toBeNull();
    expect(findProduct(1)).toBeUndefined();
  });

  it('has collections of existing products', () => {
    for (const c of collections) {
      expect(c.productIds.length, c.handle).toBeGreaterThan(0);
      for (const id of c.productIds) expect(findProduct(id), `${c.handle}: ${id}`).toBeDefined();
    }
  });

  it('draws a well-formed, escaped SVG per product', () => {
    const svg = productImageSvg({ title: 'Fish & <Chips>', hue: 200, productType: 'Food' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('Fish &amp; &lt;Chips&gt;');
    expect(svg).not.toContain('<Chips>');
    expect(svg.endsWith('</svg>')).toBe(true);
  });
});

describe('shop settings', () => {
  const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => Ajv;
  const schemasDir = join(import.meta.dirname, '../../schemas');
  const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, strict: false, useDefaults: true });
  addFormats(ajv);
  const files = ['settings.json', 'theme.json', ...readdirSync(join(schemasDir, 'settings')).map((f) => `settings/${f}`)];
  for (const file of files.filter((f) => f.endsWith('.json'))) {
    const schema = JSON.parse(readFileSync(join(schemasDir, file), 'utf8')) as { $id?: string };
    ajv.addSchema(schema, schema.$id ?? `https://schemas.status.dev/${relative(schemasDir, join(schemasDir, file))}`);
  }

  it.each(shops.map((s) => [s.shopId, s] as const))('%s passes the widget settings and theme schemas', (_, shop) => {
    const validateSettings = ajv.getSchema('https://schemas.status.dev/settings.json')!;
    const settings = structuredClone(shop.settings);
    expect(validateSettings(settings), JSON.stringify(validateSettings.errors)).toBe(true);
    const validateTheme = ajv.getSchema('https://schemas.status.dev/theme.json')!;
    expect(validateTheme(structuredClone(shop.theme)), JSON.stringify(validateTheme.errors)).toBe(true);
  });
});
