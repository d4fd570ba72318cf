// The server reads and writes the store's orders through Commerce only: no SQL of the server (tests aside)
// names the orders table, which exists for the devstore's Shopify stand-in.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SERVER = __dirname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.(ts|sql)$/.test(entry.name) && !/\.(test|cases|fixture)\.ts$/.test(entry.name) && entry.name !== 'test-harness.ts' ? [path] : [];
  });
}

describe("the store's orders", () => {
  it('are never read or written by the server with SQL', () => {
    const found = sources(SERVER).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ where: `${relative(SERVER, file)}:${i + 1}`, line }))
        .filter(({ line }) => /\b(from|into|update|join)\s+"?orders"?(\s|$|;|,|\))/i.test(line)),
    );
    expect(found.map((f) => f.where)).toEqual([]);
  });
});
