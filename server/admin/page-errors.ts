// A dynamic page's validation errors in a merchant's words. The schema's `discriminator` already checks each
// block against its own type's branch only, so what ajv reports is that branch's errors; here each becomes
// one plain sentence under the field it names ("add at least one link"), and a summary line says where
// ("content[2] (links): add at least one link").
import type { ErrorObject } from 'ajv';
import type { FieldError } from './settings-schemas.ts';

/** Block types as the admin's editor names them. */
export const BLOCK_LABELS: Readonly<Record<string, string>> = Object.freeze({
  slot: 'slot',
  'image-text': 'image with text',
  'link-button': 'button',
  'link-list': 'links',
});

const LANGUAGES = ['en', 'de'];
const LOCALIZED = new Set(['heading', 'title', 'text']);

type Node = Record<string, unknown>;
const at = (node: unknown, key: string | number): unknown => (node && typeof node === 'object' ? (node as Node)[key] : undefined);

/** '/0/content/2/links' → ['0', 'content', '2', 'links']. */
const segments = (pointer: string): string[] => pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));

/** ['content', '2', 'links'] → 'content[2].links'. */
export const joinPath = (parts: readonly string[]): string =>
  parts.reduce((out, part) => (/^\d+$/.test(part) ? `${out}[${part}]` : out ? `${out}.${part}` : part), '');

/** The sentence for a localized text (heading, title, text) that failed either of its forms. */
function localizedProblem(value: unknown): string {
  if (typeof value === 'string') return 'is empty: write it, or remove it';
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'must be a text, or one text per language';
  const keys = Object.keys(value);
  const unknown = keys.find((key) => !LANGUAGES.includes(key));
  if (unknown !== undefined) return `'${unknown}' is not one of the shop's languages (${LANGUAGES.join(', ')})`;
  if (keys.length === 0) return 'write it in at least one language';
  const empty = keys.find((key) => typeof (value as Node)[key] !== 'string' || (value as Node)[key] === '');
  return empty ? `the ${empty === 'de' ? 'German' : 'English'} text is empty: write it, or remove it` : 'must be a text, or one text per language';
}

const ROUTE_RULE = 'lowercase letters and digits in words joined by hyphens, e.g. about-us';

/** One ajv error of a page (`parts` relative to the page) → path and sentence, or null when another says it. */
function plain(error: ErrorObject, parts: string[], page: unknown): FieldError | null {
  const params = error.params as Node;
  const value = parts.reduce<unknown>((node, key) => at(node, key), page);
  // A localized text's anyOf reports each form's failure; one sentence about the value says it once.
  const localizedAt = parts.findIndex((part, i) => LOCALIZED.has(part) && (i === 0 || parts[i - 2] === 'content'));
  if (localizedAt >= 0) {
    const path = parts.slice(0, localizedAt + 1);
    return { path: joinPath(path), message: localizedProblem(path.reduce<unknown>((node, key) => at(node, key), page)) };
  }
  const field = error.keyword === 'required' ? String(params.missingProperty) : error.keyword === 'additionalProperties' ? String(params.additionalProperty) : undefined;
  const path = field === undefined ? parts : [...parts, field];
  const last = path[path.length - 1];
  const parent = path[path.length - 3];
  const message = (() => {
    if (error.keyword === 'discriminator') {
      const kinds = Object.values(BLOCK_LABELS).join(', ');
      return params.error === 'tag' ? `choose what the block is (${kinds})` : `'${String(params.tagValue)}' is not a kind of block (${kinds})`;
    }
    if (error.keyword === 'additionalProperties') return `'${field}' is not a field of this block or page`;
    if (last === 'links') return 'add at least one link';
    if (last === 'image') return 'add an image';
    if (last === 'url' && path[path.length - 2] === 'image') return "the image needs its address";
    if (parent === 'links' && last === 'label') return `link ${Number(path[path.length - 2]) + 1} needs a label`;
    if (parent === 'links' && last === 'url') return `link ${Number(path[path.length - 2]) + 1} needs an address`;
    if (last === 'slot') return error.keyword === 'required' ? 'choose the slot it shows' : `'${String(value)}' is not a slot id`;
    if (last === 'route') return error.keyword === 'required' ? 'needs a route name' : `the route name must be ${ROUTE_RULE}`;
    if (last === 'previous') return `the page back leads to must be a route name: ${ROUTE_RULE}`;
    if (last === 'id') return 'needs an id';
    return error.keyword === 'required' ? 'is required' : (error.message ?? 'is invalid');
  })();
  return { path: joinPath(path), message };
}

/**
 * ajv's errors for a page (`pageIndex` null: `data` is the page) or for the whole list (errors' paths start
 * with the page's index, kept as `[i].` in front) → one plain error per field.
 */
export function plainPageErrors(errors: readonly ErrorObject[] | null | undefined, data: unknown, whole: boolean): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  for (const error of errors ?? []) {
    if (error.keyword === 'if') continue; // its `then` said it
    let parts = segments(error.instancePath);
    let page = data;
    let prefix = '';
    if (whole) {
      if (parts.length === 0) {
        out.push({ path: '', message: error.keyword === 'type' ? 'must be a list of pages' : (error.message ?? 'is invalid') });
        continue;
      }
      prefix = `[${parts[0]}]`;
      page = at(data, parts[0]!);
      parts = parts.slice(1);
    }
    if (parts.length === 0 && error.keyword === 'type') {
      out.push({ path: prefix, message: 'must be a page (an object)' });
      continue;
    }
    const field = plain(error, parts, page);
    if (!field) continue;
    const path = prefix && field.path ? `${prefix}.${field.path}` : prefix || field.path;
    const key = `${path}\0${field.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ path, message: field.message });
  }
  return out;
}

/**
 * The first error as one line, where it is in words a merchant finds in the editor:
 * "content[2] (links): add at least one link (and 1 more)". `pages`: the list (paths start with `[i]`) or the page.
 */
export function pageErrorSummary(fields: readonly FieldError[], data: unknown, whole: boolean): string {
  const first = fields[0];
  if (!first) return 'is invalid';
  const parts = first.path.split(/\.|\[(\d+)\]/).filter((p): p is string => !!p);
  let page = data;
  let where = '';
  if (whole && parts.length > 0) {
    page = at(data, parts[0]!);
    const route = at(page, 'route');
    where = `page ${typeof route === 'string' ? `'${route}'` : Number(parts[0]) + 1}`;
    parts.shift();
  }
  if (parts[0] === 'content' && parts[1] !== undefined) {
    const type = at(at(at(page, 'content'), parts[1]), 'type');
    const label = typeof type === 'string' ? BLOCK_LABELS[type] : undefined;
    where = `${where ? `${where}, ` : ''}content[${parts[1]}]${label ? ` (${label})` : ''}`;
  } else if (parts.length > 0) {
    where = `${where ? `${where}, ` : ''}${joinPath(parts)}`;
  }
  const more = fields.length > 1 ? ` (and ${fields.length - 1} more)` : '';
  return `${where ? `${where}: ` : ''}${first.message}${more}`;
}
