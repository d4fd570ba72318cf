// Reads a storefront POST the way Shopify does: JSON, or a form whose field names use brackets
// (`properties[_source]=status`, `updates[123]=2`, `items[0][id]=1`), into one plain object.
import type { Context } from 'hono';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function setPath(target: Record<string, unknown>, name: string, value: string): void {
  const parts = name.replace(/\]/g, '').split('[');
  let node: Record<string, unknown> = target;
  parts.forEach((part, i) => {
    if (part === '__proto__' || part === 'constructor' || part === 'prototype') return;
    if (i === parts.length - 1) node[part] = value;
    else node = (node[part] ??= {}) as Record<string, unknown>;
  });
}

/** `{ '0': a, '1': b }` → `[a, b]`, recursively, so form arrays look like JSON arrays. */
function arraysFromIndexes(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, arraysFromIndexes(v)] as const);
  const isList = entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k));
  return isList ? entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, v]) => v) : Object.fromEntries(entries);
}

export async function readBody(c: Context): Promise<Record<string, Json>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    const body = await c.req.json().catch(() => null);
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, Json>) : {};
  }
  const form: Record<string, unknown> = {};
  if (type.includes('form')) {
    const fields = await c.req.parseBody({ all: true }).catch(() => ({}));
    for (const [name, value] of Object.entries(fields)) {
      const last = Array.isArray(value) ? value[value.length - 1] : value;
      if (typeof last === 'string') setPath(form, name, last);
    }
  }
  return arraysFromIndexes(form) as Record<string, Json>;
}
