// Every relative link in the top-level *.md files and docs/*.md points at a file of the repository, and a link
// to a heading of a Markdown file names a heading that is there (GitHub's anchors). Links inside code are not
// links; http(s) and mailto links are not checked (no network in tests).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const markdownIn = (dir: string) =>
  readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(dir, name));

const documents = [...markdownIn('.'), ...markdownIn('docs')].map((file) => path.normalize(file));

/** The text outside fenced code blocks and inline code spans. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Targets of Markdown links and images, and of HTML `src`/`href` attributes. */
export function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const targets: string[] = [];
  for (const match of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(match[1]!);
  for (const match of text.matchAll(/\b(?:src|href)="([^"]+)"/g)) targets.push(match[1]!);
  return targets;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of prose(readFileSync(file, 'utf8')).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = headingAnchor(match[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

/** What is wrong with one link of `document`, or null when it resolves. */
function problem(document: string, target: string): string | null {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(target)) return null; // https:, mailto:, protocol-relative
  const [pathPart = '', fragment] = target.split('#', 2);
  const file = pathPart ? path.resolve(root, path.dirname(document), decodeURIComponent(pathPart)) : path.join(root, document);
  if (file !== root && !file.startsWith(root + path.sep)) return `${target}: outside the repository`;
  if (!existsSync(file)) return `${target}: no such file`;
  if (fragment && file.endsWith('.md') && statSync(file).isFile() && !anchorsOf(file).has(fragment)) {
    return `${target}: no heading "#${fragment}" in ${path.relative(root, file)}`;
  }
  return null;
}

describe('relative links in the top-level and docs/ Markdown', () => {
  it('finds the documents', () => {
    expect(documents).toContain('README.md');
    expect(documents.some((file) => file.startsWith(`docs${path.sep}`))).toBe(true);
  });

  it.each(documents)('%s links only to files that exist', (document) => {
    const broken = linkTargets(readFileSync(path.join(root, document), 'utf8'))
      .map((target) => problem(document, target))
      .filter((message): message is string => message !== null);
    expect(broken).toEqual([]);
  });

  it('reads links the way GitHub does', () => {
    expect(linkTargets('[a](docs/x.md) ![b](img.png "t") `[c](no.md)` <img src="i.png">\n```\n[d](no.md)\n```\n')).toEqual([
      'docs/x.md',
      'img.png',
      'i.png',
    ]);
    expect(headingAnchor('Run in production')).toBe('run-in-production');
    expect(headingAnchor("Shopify's Admin schema: vendored, one file")).toBe('shopifys-admin-schema-vendored-one-file');
  });
});
