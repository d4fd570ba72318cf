// Secrets and login-only content never reach a browser: the writeOnly walker over every
// settings schema, the one publicSettings() the API and the storefront share, and the storefront's init data.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { stripWriteOnly, writeOnlyPaths } from '../schemas/write-only.ts';
import { buildInitData } from '../devstore/storefront/init-data.ts';
import type { StorefrontConfig } from '../devstore/storefront/context.ts';
import { shops } from '../devstore/catalog/index.ts';
import { publicSettings, visibleContent } from './public-settings.ts';

const SCHEMAS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../schemas');
const settingsFiles = ['settings.json', ...readdirSync(path.join(SCHEMAS, 'settings')).filter((f) => f.endsWith('.json')).map((f) => `settings/${f}`)];
const readJson = (rel: string) => JSON.parse(readFileSync(path.join(SCHEMAS, rel), 'utf8')) as unknown;

/** Every node of a JSON document, with the property name it sits under. */
function* nodes(value: unknown, key = ''): Generator<{ key: string; node: Record<string, unknown> }> {
  if (!value || typeof value !== 'object') return;
  if (!Array.isArray(value)) yield { key, node: value as Record<string, unknown> };
  for (const [k, v] of Object.entries(value)) yield* nodes(v, k);
}

/** A value with `leaf(path)` at `path` (`a.b`, `a[].b`, `a[0].b`, `a[*].b`), merged into `into`. */
function setPath(into: object, at: string, leaf: unknown): void {
  const parts = at.match(/[^.[\]]+|\[[^\]]*\]/g)!;
  let cursor: any = into;
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    const next = parts[i + 1];
    const container = () => (next?.startsWith('[') && next !== '[*]' ? [] : {});
    if (part === '[]' || /^\[\d+\]$/.test(part)) {
      const index = part === '[]' ? 0 : Number(part.slice(1, -1));
      cursor[index] = last ? leaf : (cursor[index] ?? container());
      cursor = cursor[index];
    } else if (part.startsWith('[/')) {
      throw new Error(`patternProperties secrets (${at}): teach this test to build a matching key`);
    } else {
      const key = part === '[*]' ? 'anyKey' : part;
      cursor[key] = last ? leaf : (cursor[key] ?? container());
      cursor = cursor[key];
    }
  });
}

const SECRET_NAME = /token|secret|api.?key|password|passwd|private.?key|credential/i;

describe('writeOnly settings (schemas/settings*.json)', () => {
  it('marks credit.accessToken, and every property named like a secret, writeOnly', () => {
    expect(writeOnlyPaths('settings.json')).toContain('credit.accessToken');
    for (const file of settingsFiles) {
      for (const { key, node } of nodes(readJson(file))) {
        const properties = node.properties as Record<string, Record<string, unknown>> | undefined;
        if (key !== 'properties' && properties && typeof properties === 'object') {
          for (const [name, schema] of Object.entries(properties)) {
            if (SECRET_NAME.test(name) && typeof schema === 'object') {
              expect(schema.writeOnly, `${file}: property "${name}" looks like a secret; mark it "writeOnly": true`).toBe(true);
            }
          }
        }
      }
    }
  });

  it('finds, in every settings schema, as many writeOnly locations as the files declare', () => {
    for (const file of settingsFiles) {
      const declared = [...nodes(readJson(file))].filter(({ node }) => node.writeOnly === true).length;
      // settings.json reaches every group through $ref: it must see all of them.
      const own = writeOnlyPaths(file).length;
      expect(own, file).toBeGreaterThanOrEqual(declared);
    }
    const total = settingsFiles.filter((f) => f !== 'settings.json').reduce((n, f) => n + writeOnlyPaths(f).length, 0);
    expect(writeOnlyPaths('settings.json').length).toBe(total);
  });

  it('strips every writeOnly value of every settings schema, keeping the rest', () => {
    let planted = 0;
    for (const file of settingsFiles) {
      const paths = writeOnlyPaths(file);
      // A group that is a list (content, dynamicPages) has paths starting with '[]': its sample is a list.
      const sample: any = (readJson(file) as { type?: unknown }).type === 'array' ? [] : {};
      paths.forEach((p, i) => setPath(sample, p, `SECRET-${file}-${i}`));
      const stripped = JSON.stringify(stripWriteOnly(file, sample));
      expect(stripped, file).not.toMatch(/SECRET-/);
      planted += paths.length;
      if (file === 'settings.json') {
        const both = publicSettings({ ...sample, credit: { ...(sample.credit as object), name: 'Gift balance' } }, { customer: true });
        expect(JSON.stringify(both)).not.toMatch(/SECRET-/);
        expect(both.credit).toEqual({ name: 'Gift balance' });
      }
    }
    expect(planted).toBeGreaterThan(0);
  });

  it('strips the seeded shops\' secrets without changing the stored settings', () => {
    for (const shop of shops) {
      const before = JSON.stringify(shop.settings);
      const secrets = writeOnlyPaths('settings.json')
        .map((p) => p.split('.').reduce<any>((v, k) => v?.[k], shop.settings))
        .filter((v): v is string => typeof v === 'string');
      for (const customer of [false, true]) {
        const out = JSON.stringify(publicSettings(shop.settings, { customer }));
        for (const secret of secrets) expect(out).not.toContain(secret);
      }
      expect(JSON.stringify(shop.settings)).toBe(before);
    }
    const demo = shops.find((s) => s.shopId === 'demo-store')!;
    expect((demo.settings.credit as { accessToken?: string }).accessToken).toBeTruthy(); // the test has a secret to find
    expect(publicSettings(demo.settings, { customer: false }).credit).toEqual({ isActive: true, name: 'Store credit' });
  });
});

describe('login-only content', () => {
  const blocks = [{ id: 'open' }, { id: 'members', requiresLogin: true }, { id: 'explicit', requiresLogin: false }];

  it('is kept from visitors and given to customers, in content and in settings (content, dynamic pages)', () => {
    expect(visibleContent<{ id: string }>(blocks, { customer: false }).map((b) => b.id)).toEqual(['open', 'explicit']);
    expect(visibleContent(blocks, { customer: true })).toEqual(blocks);
    expect(visibleContent(null, { customer: true })).toEqual([]);
    const settings = { content: blocks, dynamicPages: [{ route: 'club', content: [{ type: 'slot', slot: 'a.b' }, ...blocks] }] };
    const visitor = publicSettings(settings, { customer: false });
    expect(JSON.stringify(visitor)).not.toContain('members');
    expect(JSON.stringify(publicSettings(settings, { customer: true }))).toContain('members');
  });
});

describe('storefront init data (window.StatusInitData)', () => {
  const config = { apiUrl: 'http://127.0.0.1:1', projectId: 'demo-status', authEmulatorHost: '127.0.0.1:2' } as StorefrontConfig;
  const shop = { ...shops.find((s) => s.shopId === 'demo-store')!, multipassSecret: null } as any;
  const token = (shop.settings.credit as { accessToken: string }).accessToken;

  it('prints no secret and no login-only block for a visitor', () => {
    const data = buildInitData(config, { shop, customer: null, sharePreview: false });
    const printed = JSON.stringify(data);
    expect(printed).not.toContain(token);
    expect(printed).not.toContain('members-club');
    expect(data.settings?.credit).toEqual({ isActive: true, name: 'Store credit' });
    expect((data.content as { id: string }[]).map((b) => b.id)).not.toContain('members-club');
  });

  it('prints the login-only blocks, still without the secret, for a logged-in customer', () => {
    const customer = { customerId: '6000000001', email: 'jane@example.com' };
    const data = buildInitData(config, { shop, customer, sharePreview: false });
    expect(JSON.stringify(data)).not.toContain(token);
    expect((data.content as { id: string }[]).map((b) => b.id)).toContain('members-club');
    expect(((data.settings?.content ?? []) as { id: string }[]).map((b) => b.id)).toContain('members-club');
  });
});

describe('stripWriteOnly (schemas/write-only.ts)', () => {
  it('follows refs, combinators, conditions, lists and maps, and copies what the schema does not describe', () => {
    const schema = {
      type: 'object',
      definitions: { key: { type: 'string', writeOnly: true }, provider: { properties: { apiKey: { $ref: '#/definitions/key' }, label: {} } } },
      properties: {
        direct: { type: 'string', writeOnly: true },
        viaRef: { $ref: '#/definitions/provider' },
        list: { type: 'array', items: { $ref: '#/definitions/provider' } },
        tuple: { type: 'array', items: [{}, { writeOnly: true }], additionalItems: { $ref: '#/definitions/provider' } },
        map: { type: 'object', additionalProperties: { $ref: '#/definitions/provider' } },
        patterned: { type: 'object', patternProperties: { '^secret_': { writeOnly: true } } },
        combined: { allOf: [{ properties: { a: {} } }], anyOf: [{ properties: { b: { writeOnly: true } } }] },
        conditional: { if: { properties: { on: { const: true } } }, then: { properties: { c: { writeOnly: true } } }, else: {} },
        fromFile: { $ref: 'settings/credit.json' },
      },
    };
    const value = {
      direct: 'S1',
      viaRef: { apiKey: 'S2', label: 'keep-1' },
      list: [{ apiKey: 'S3', label: 'keep-2' }, { apiKey: 'S4' }],
      tuple: ['keep-3', 'S5', { apiKey: 'S6' }],
      map: { x: { apiKey: 'S7', label: 'keep-4' } },
      patterned: { secret_one: 'S8', open: 'keep-5' },
      combined: { a: 'keep-6', b: 'S9' },
      conditional: { on: false, c: 'S10' }, // a branch that does not apply still hides its secret
      fromFile: { accessToken: 'S11', name: 'keep-7' },
      unknown: { accessToken: 'keep-8' }, // undescribed: copied as is
    };
    const before = JSON.stringify(value);
    const out = JSON.stringify(stripWriteOnly(schema, value));
    expect(out).not.toMatch(/"S\d+"/);
    for (let i = 1; i <= 8; i++) expect(out).toContain(`keep-${i}`);
    expect(JSON.stringify(value)).toBe(before);
    expect(writeOnlyPaths(schema)).toEqual(
      expect.arrayContaining(['direct', 'viaRef.apiKey', 'list[].apiKey', 'tuple[1]', 'map[*].apiKey', 'patterned[/^secret_/]', 'combined.b', 'conditional.c', 'fromFile.accessToken']),
    );
  });
});
