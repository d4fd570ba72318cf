// Turns the repo's schemas into what a merchant reads in a generated form: type-like titles
// ('ContentBlock') and property names ('requiresLogin') become words, parenthesised references
// to outside documents leave descriptions, and the root's own title and description go (the card says them).
// Also maps the server's field paths ('links[0].url') to rjsf's error tree.
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import type { FieldError } from './api.ts';

type Node = Record<string, unknown>;

/** 'requiresLogin' / 'ContentBlock' / 'portal_link' → 'Requires login' / 'Content block' / 'Portal link'. */
export function humanize(name: string): string {
  const words = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const SPEC_REFERENCE = /\s*\((?:SPEC|DESIGN)\s*§[^)]*\)/g;

/** A developer's description as a merchant reads it: without references to the spec. */
export const plain = (text: string): string => text.replace(SPEC_REFERENCE, '').trim();

function view(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(view);
  if (!node || typeof node !== 'object') return node;
  const out: Node = {};
  for (const [key, value] of Object.entries(node as Node)) {
    if (key === '$id' || key === '$schema' || key === '$comment') continue;
    if (key === 'description' && typeof value === 'string') out.description = plain(value);
    else if (key === 'title' && typeof value === 'string' && /^[A-Z][A-Za-z0-9]*$/.test(value)) out.title = humanize(value);
    else if (key === 'properties' && value && typeof value === 'object') {
      out.properties = Object.fromEntries(
        Object.entries(value as Node).map(([name, property]) => {
          const viewed = view(property);
          return [name, viewed && typeof viewed === 'object' && !('title' in viewed) ? { title: humanize(name), ...(viewed as Node) } : viewed];
        }),
      );
    } else out[key] = view(value);
  }
  return out;
}

/**
 * The form's schema for a group. `withoutActive`: the group turns its plugin on and off; the card's switch
 * owns `isActive`, so the form leaves it out. null when nothing would be left to edit.
 */
export function formSchema(schema: Node, { withoutActive = false } = {}): RJSFSchema | null {
  const viewed = view(schema) as Node;
  delete viewed.title;
  delete viewed.description;
  if (withoutActive && viewed.properties && typeof viewed.properties === 'object') {
    const { isActive: _omit, ...rest } = viewed.properties as Node;
    viewed.properties = rest;
    if (Array.isArray(viewed.required)) viewed.required = viewed.required.filter((r) => r !== 'isActive');
    if (Object.keys(rest).length === 0 && viewed.type === 'object') return null;
  }
  return viewed as RJSFSchema;
}

/** 'links[0].url' → ['links', '0', 'url']; '' → []. */
export function pathSegments(path: string): string[] {
  return path.split(/\.|\[(\d+)\]/).filter((part): part is string => part !== undefined && part !== '' && part !== '__proto__');
}

/** The server's field errors as rjsf's error tree (`extraErrors`): each under its field, '' at the root. */
export function toErrorSchema(fields: readonly FieldError[]): ErrorSchema {
  const root: Node = {};
  for (const field of fields) {
    let node = root;
    for (const part of pathSegments(field.path)) {
      const next = (Object.hasOwn(node, part) ? node[part] : undefined) as Node | undefined;
      node = next ?? (node[part] = {});
    }
    const errors = (node.__errors as string[] | undefined) ?? [];
    errors.push(field.message);
    node.__errors = errors;
  }
  return root as ErrorSchema;
}
