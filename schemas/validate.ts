// Turns ajv errors into one line a merchant or plugin author can act on, e.g.
// "wishlist.icon: must be equal to one of the allowed values (heart, star, bookmark, custom)".
// The plugin registry logs this when it skips a plugin whose settings group is invalid.
import type { ErrorObject } from 'ajv';

/** Shape of every generated validator (schemas/generated/**.js); T is the data type after defaults. */
export interface Validator<T = unknown> {
  (data: unknown): data is T;
  errors?: ErrorObject[] | null;
}

/** The parts of an ajv ErrorObject the message needs; loose so callers may hold errors in their own type. */
export interface ValidationErrorLike {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: unknown;
}

/** JSON pointer "/triggers/0/delay" → "triggers[0].delay", under an optional root name. */
export function errorPath(instancePath: string, root = ''): string {
  let out = root;
  for (const raw of instancePath.split('/').slice(1)) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (/^\d+$/.test(segment)) out += `[${segment}]`;
    else out += out ? `.${segment}` : segment;
  }
  return out;
}

/** The ajv message plus the detail ajv keeps in params, so the reader needn't look up the schema. */
function describe(error: ValidationErrorLike): string {
  const message = error.message ?? `fails ${error.keyword ?? 'validation'}`;
  const params = (error.params ?? {}) as Record<string, unknown>;
  switch (error.keyword) {
    case 'enum':
      return Array.isArray(params.allowedValues) ? `${message} (${params.allowedValues.map(String).join(', ')})` : message;
    case 'additionalProperties':
      return `${message}: '${String(params.additionalProperty)}'`;
    default:
      return message;
  }
}

/**
 * One line for all errors, "; "-separated, duplicates dropped. `root` names the data (a settings group key)
 * so paths read `wishlist.icon`. The summary errors of `if` are left out: the failing `then` reports itself.
 */
export function formatErrors(errors: readonly ValidationErrorLike[] | null | undefined, root = ''): string {
  const lines = (errors ?? [])
    .filter((error) => error.keyword !== 'if')
    .map((error) => `${errorPath(error.instancePath ?? '', root) || '(root)'}: ${describe(error)}`);
  // Never return an empty reason: callers log this as the why of a skipped plugin.
  if (!lines.length) return `${root || '(root)'}: invalid`;
  return [...new Set(lines)].join('; ');
}
