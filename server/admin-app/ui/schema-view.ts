// Turns the repo's schemas into what a merchant reads in a generated form: type-like titles
// ('ContentBlock') and property names ('requiresLogin') become words, parenthesised references
// to outside documents leave descriptions, and the root's own title and description go (the card says them);
// fields show their `label`, choices their `enumLabels`, colours get a colour field, and fields that do nothing with the
// form's other values (`visibleWhen`, an `isActive` that is off) are hidden.
// Also maps the server's field paths ('links[0].url') to rjsf's error tree.
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
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

const HEX_COLOUR = '^#[0-9a-fA-F]{6}$';

/**
 * A list of choices as a merchant reads them: each `enum` value with its label from the schema's `enumLabels`
 * (or the value in words: 'bottom-right' → 'Bottom right'), as rjsf's titled choices (`oneOf` of `const`s).
 */
function labelled(values: unknown[], labels: unknown): Node[] {
  return values.map((value, i) => {
    const label = Array.isArray(labels) && typeof labels[i] === 'string' ? labels[i] : typeof value === 'string' ? humanize(value) : String(value);
    return { const: value, title: label };
  });
}

function view(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(view);
  if (!node || typeof node !== 'object') return node;
  const out: Node = {};
  const source = node as Node;
  if (Array.isArray(source.enum) && source.enum.length > 1 && source.type === 'string') {
    out.oneOf = labelled(source.enum, source.enumLabels);
  }
  // A #rrggbb setting gets a colour field (format 'color': rjsf's ColorWidget, polaris-form.tsx's).
  if (source.type === 'string' && source.pattern === HEX_COLOUR) out.format = 'color';
  for (const [key, value] of Object.entries(source)) {
    if (key === '$id' || key === '$schema' || key === '$comment' || key === 'enumLabels') continue;
    if (key === 'label' && typeof value === 'string') {
      out.title = value;
      continue;
    }
    if ((key === 'title' && typeof source.label === 'string') || (key === 'enum' && out.oneOf)) continue;
    if (key === 'description' && typeof value === 'string') out.description = plain(value);
    else if (key === 'title' && typeof value === 'string' && /^[A-Z][A-Za-z0-9]*$/.test(value)) out.title = humanize(value);
    else if (key === 'properties' && value && typeof value === 'object') {
      // `{ "iconMarkup": true }` in a `then` only restates a property for strict mode: rjsf would put `true` in
      // place of the property's schema (its label and all) when the condition holds.
      out.properties = Object.fromEntries(
        Object.entries(value as Node).filter(([, property]) => property !== true).map(([name, property]) => {
          const viewed = view(property);
          const title = name === 'isActive' ? 'Turned on' : humanize(name);
          return [name, viewed && typeof viewed === 'object' && !('title' in viewed) ? { title, ...(viewed as Node) } : viewed];
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

/**
 * The fields of a group form that have no effect with what the form holds now, to hide (rjsf's uiSchema): a
 * field whose schema says `visibleWhen: [field, value]` while that sibling holds another value, and while a
 * form's own `isActive` switch is off, every other field of it.
 */
export function hiddenFields(schema: RJSFSchema, data: unknown): UiSchema {
  const properties = (schema.properties ?? {}) as Record<string, Node>;
  const values = (data && typeof data === 'object' ? data : {}) as Node;
  const switchedOff = 'isActive' in properties && values.isActive !== true;
  const hidden: UiSchema = {};
  for (const [name, property] of Object.entries(properties)) {
    const when = property?.visibleWhen;
    const dependsOff = Array.isArray(when) && when.length === 2 && values[when[0] as string] !== when[1];
    if ((switchedOff && name !== 'isActive') || dependsOff) hidden[name] = { 'ui:widget': 'hidden' };
  }
  return hidden;
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
