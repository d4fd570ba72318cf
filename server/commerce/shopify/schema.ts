// The Admin API version the server speaks and Shopify's published schema of it, vendored in schema/ (see its
// README): the documents are validated against it, their result types are generated from it, and the devstore's
// stand-in executes against it.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { GraphQLSchema, IntrospectionQuery } from 'graphql';

/** The pinned Admin API version: every request goes to /admin/api/<this>/graphql.json. */
export const ADMIN_API_VERSION = '2026-10';

/** The vendored introspection result of that version (gzip of `{ data: { __schema } }`). */
export const ADMIN_SCHEMA_PATH = join(dirname(fileURLToPath(import.meta.url)), 'schema', `admin_${ADMIN_API_VERSION}.json.gz`);

let cached: GraphQLSchema | undefined;

/** Shopify's Admin schema as graphql-js objects, built once per process (about 11 MB of JSON). graphql is a
 *  dev dependency: only tests, the type generator and the devstore's stand-in call this. */
export async function loadAdminSchema(): Promise<GraphQLSchema> {
  if (cached) return cached;
  const { buildClientSchema } = await import('graphql');
  const json = JSON.parse(gunzipSync(readFileSync(ADMIN_SCHEMA_PATH)).toString('utf8')) as { data?: IntrospectionQuery } & IntrospectionQuery;
  cached = buildClientSchema(json.data ?? json);
  return cached;
}
