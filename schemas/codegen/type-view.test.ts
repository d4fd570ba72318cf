// The copy of a schema the type generator sees: types must describe data after defaults were filled in.
import type { SchemaFile } from './schema-files.ts';
import { rootTypeName, typeView } from './type-view.ts';

const file = (relPath: string, schema: Record<string, unknown>): SchemaFile => ({ relPath, id: `https://schemas.status.dev/${relPath}`, schema });

describe('typeView', () => {
  it('makes defaulted properties required, keeping declared ones', () => {
    const view = typeView(file('g.json', { type: 'object', required: ['a'], properties: { a: { type: 'string' }, b: { type: 'boolean', default: false }, c: { type: 'string' } } }));
    expect(view.required).toEqual(['a', 'b']);
  });

  it('drops conditionals and constraint-only allOf members, keeping shaped ones', () => {
    const view = typeView(
      file('g.json', {
        type: 'array',
        items: { allOf: [{ $ref: '#/definitions/x' }, { type: 'object', properties: { slot: true }, required: ['slot'] }] },
        definitions: { x: { type: 'object', properties: {}, if: { required: ['a'] }, then: { required: ['b'] } } },
      }),
    );
    expect(view.items).toEqual({ allOf: [{ $ref: '#/definitions/x' }] });
    expect(view.definitions).toEqual({ x: { type: 'object', properties: {} } });
  });

  it('turns external refs into absolute URLs against the file id and leaves local refs alone', () => {
    const view = typeView(file('settings/a.json', { type: 'object', properties: { b: { $ref: 'b.json#/definitions/x' }, c: { $ref: '../c.json' }, d: { $ref: '#/definitions/d' } } }));
    expect(view.properties).toEqual({
      b: { $ref: 'https://schemas.status.dev/settings/b.json#/definitions/x' },
      c: { $ref: 'https://schemas.status.dev/c.json' },
      d: { $ref: '#/definitions/d' },
    });
  });

  it('does not touch the original schema', () => {
    const schema = { type: 'object', properties: { b: { type: 'boolean', default: true } }, if: {}, then: {} };
    typeView(file('g.json', schema));
    expect(schema).toEqual({ type: 'object', properties: { b: { type: 'boolean', default: true } }, if: {}, then: {} });
  });
});

describe('rootTypeName', () => {
  it('uses a PascalCase title, else the file name', () => {
    expect(rootTypeName(file('settings/wishlist.json', { title: 'WishlistSettings' }))).toBe('WishlistSettings');
    expect(rootTypeName(file('api/x.json', { title: 'login request (OTC)' }))).toBe('LoginRequestOTC');
    expect(rootTypeName(file('api/create-otc.json', {}))).toBe('CreateOtc');
    expect(rootTypeName(file('api/2fa.json', {}))).toBe('T2fa');
  });
});
