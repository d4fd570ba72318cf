// Refreshes the vendored Admin API schema: packs @shopify/dev-mcp (which ships Shopify's published introspection
// results) into a temporary folder, takes admin_<version>.json.gz out of it and writes it to
// server/commerce/shopify/schema/. The package itself is never installed (it pulls in @shopify/cli, hydrogen,
// react-router: 303 packages, 365 MB); see docs/decisions.md.
//   npx tsx devstore/shopify-admin/update-schema.ts [dev-mcp version]
// Then record the printed sha256 in server/commerce/shopify/schema/README.md and run
// `npm run codegen:shopify` and the schema tests.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { ADMIN_API_VERSION, ADMIN_SCHEMA_PATH } from '../../server/commerce/shopify/schema';

/** The dev-mcp release the vendored file came from. */
export const DEV_MCP_VERSION = '1.16.0';

export function updateSchema(devMcpVersion = DEV_MCP_VERSION): { sha256: string; bytes: number } {
  const dir = mkdtempSync(join(tmpdir(), 'dev-mcp-'));
  try {
    // npm pack downloads the tarball only: no dependencies, no install scripts.
    execFileSync('npm', ['pack', `@shopify/dev-mcp@${devMcpVersion}`, '--silent'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    const tarball = readdirSync(dir).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack left no tarball in ${dir}`);
    const member = `package/dist/data/admin_${ADMIN_API_VERSION}.json.gz`;
    execFileSync('tar', ['-xzf', tarball, member], { cwd: dir });
    const extracted = join(dir, member);
    const bytes = readFileSync(extracted);
    // A gzip of an introspection result, or nothing is written.
    const json = JSON.parse(gunzipSync(bytes).toString('utf8')) as { data?: { __schema?: unknown } };
    if (!json.data?.__schema) throw new Error(`${member} is not an introspection result`);
    copyFileSync(extracted, ADMIN_SCHEMA_PATH);
    return { sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { sha256, bytes } = updateSchema(process.argv[2]);
  console.log(`${ADMIN_SCHEMA_PATH}\n${bytes} bytes, sha256 ${sha256}`);
}
