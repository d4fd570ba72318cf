// A Testing Library query that finds nothing throws (getBy, findBy) or returns null (queryBy): checking it with
// toBeTruthy() or toBeDefined() asserts nothing a user would notice, and toBeDefined() on null cannot fail at
// all. Tests assert what the shopper sees instead: toBeVisible(), toHaveTextContent(), toHaveAttribute().
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const QUERY = /\b(get|query|find)(All)?By\w*\(/;

/** Each `expect(<a query>).toBeTruthy()` / `.toBeDefined()` in `source`, as `line: text`. */
function emptyQueryChecks(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\bexpect\(/g)) {
    let end = match.index + match[0].length;
    for (let depth = 1; depth > 0 && end < source.length; end++) depth += source[end] === '(' ? 1 : source[end] === ')' ? -1 : 0;
    const inner = source.slice(match.index + match[0].length, end - 1);
    if (QUERY.test(inner) && /^\s*\.(not\.)?(toBeTruthy|toBeDefined)\(\)/.test(source.slice(end, end + 40))) {
      found.push(`${source.slice(0, match.index).split('\n').length}: ${inner.replace(/\s+/g, ' ').trim().slice(0, 100)}`);
    }
  }
  return found;
}

describe('test assertions', () => {
  it('finds the check that cannot fail, across lines, and leaves the ones that can', () => {
    const source = [
      "expect(screen.getByText('Saved')).toBeTruthy();",
      'expect(',
      "  await within(card).findByRole('link', { name: 'Rewards' }),",
      ').toBeDefined();',
      "expect(screen.getByText('Saved')).toBeVisible();",
      "expect(screen.queryByText('Saved')).toBeNull();",
      'expect(items.length > 0).toBeTruthy();',
    ].join('\n');
    expect(emptyQueryChecks(source)).toEqual([
      "1: screen.getByText('Saved')",
      "2: await within(card).findByRole('link', { name: 'Rewards' }),",
    ]);
  });

  it('no test checks a query with toBeTruthy() or toBeDefined()', async () => {
    const { stdout } = await promisify(execFile)('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.test.ts', '*.test.tsx'], { cwd: root });
    // This file's own examples aside.
    const files = [...new Set(stdout.split('\n').filter((file) => file && !file.includes('node_modules') && file !== 'tests/node/test-assertions.test.ts'))];
    const found: string[] = [];
    for (const file of files) {
      const source = await readFile(path.join(root, file), 'utf8').catch(() => '');
      found.push(...emptyQueryChecks(source).map((check) => `${file}:${check}`));
    }
    expect(found).toEqual([]);
  });
});
