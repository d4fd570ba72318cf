// Every document the server sends is valid against Shopify's published Admin schema (the pinned version), uses
// no deprecated field or argument, and its generated types are current. The vendored schema is the file its
// README names.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type GraphQLSchema, NoDeprecatedCustomRule, parse, specifiedRules, validate } from 'graphql';
import { GENERATED_PATH, generateTypes } from './codegen';
import { OPERATIONS } from './documents';
import { ADMIN_API_VERSION, ADMIN_SCHEMA_PATH, loadAdminSchema } from './schema';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await loadAdminSchema();
});

const messages = (source: string, rules = specifiedRules) => validate(schema, parse(source), rules).map((e) => e.message);

describe(`Admin API ${ADMIN_API_VERSION} schema`, () => {
  it('is the vendored file recorded in its README', () => {
    const readme = readFileSync(join(dirname(ADMIN_SCHEMA_PATH), 'README.md'), 'utf8');
    const sha256 = createHash('sha256').update(readFileSync(ADMIN_SCHEMA_PATH)).digest('hex');
    expect(readme).toContain(sha256);
    expect(schema.getQueryType()?.name).toBe('QueryRoot');
    expect(schema.getMutationType()?.getFields().orderCancel).toBeDefined();
  });

  it.each(Object.entries(OPERATIONS))('%s is a valid document with one operation of that name', (name, source) => {
    expect(messages(source)).toEqual([]);
    const operations = parse(source).definitions.filter((d) => d.kind === 'OperationDefinition');
    expect(operations.map((o) => ('name' in o ? o.name?.value : undefined))).toEqual([name]);
  });

  it.each(Object.entries(OPERATIONS))('%s uses no deprecated field, argument or enum value', (_name, source) => {
    expect(messages(source, [NoDeprecatedCustomRule])).toEqual([]);
  });

  it('fails a copy with a misspelt field, an unknown argument and a wrong type', () => {
    expect(messages(OPERATIONS.Customer.replace('firstName', 'frstName'))).toEqual([
      expect.stringContaining('Cannot query field "frstName" on type "Customer"'),
    ]);
    expect(messages(OPERATIONS.CustomerOrders.replace('sortKey: PROCESSED_AT', 'sortBy: PROCESSED_AT'))).toEqual([
      expect.stringContaining('Unknown argument "sortBy"'),
    ]);
    expect(messages(OPERATIONS.Order.replace('query Order($id: ID!)', 'query Order($id: Int!)'))).toEqual([
      expect.stringContaining('Variable "$id" of type "Int!" used in position expecting type "ID!"'),
    ]);
    // A field that exists in a later version only (or nowhere) is refused the same way.
    expect(messages(OPERATIONS.OrderCancel.replace('done', 'finishedAt'))).toHaveLength(1);
  });
});

describe('generated.ts', () => {
  it('is what `npm run codegen:shopify` generates from documents.ts and the schema', async () => {
    const expected = await generateTypes();
    const committed = readFileSync(GENERATED_PATH, 'utf8');
    // toBe prints the first difference; the hint says how to fix it.
    expect(committed === expected ? 'current' : 'stale: run `npm run codegen:shopify`').toBe('current');
  });
});
