// The hash format: `#status-{page}:{p1}+{p2}`. `#status` alone opens foryou.
import { FALLBACK_ROUTE } from './routes';

export const HASH_PREFIX = '#status';

/** A status hash split into its page name and URI-decoded params (not yet resolved against any route). */
export interface ParsedHash {
  name: string;
  params: string[];
}

/** Splits a status hash; returns null for hashes that are not ours (`#reviews`, `#statuses`). */
export function parseHash(hash: string): ParsedHash | null {
  if (!hash.startsWith(HASH_PREFIX)) return null;
  const rest = hash.slice(HASH_PREFIX.length);
  // `#statuses` is some other anchor on the host page that merely starts with our prefix.
  if (rest !== '' && !rest.startsWith('-')) return null;
  const body = rest.slice(1);
  const colon = body.indexOf(':');
  const name = colon === -1 ? body : body.slice(0, colon);
  const rawParams = colon === -1 ? '' : body.slice(colon + 1);
  return {
    name: name === '' ? FALLBACK_ROUTE : name,
    params: rawParams === '' ? [] : rawParams.split('+').map(decodeParam),
  };
}

/** Builds `#status-{name}:{params joined by +}`; params are URI-encoded so a `+` inside one survives. */
export function formatHash(name: string, params: readonly string[] = []): string {
  const suffix = params.length > 0 ? `:${params.map(encodeURIComponent).join('+')}` : '';
  return `${HASH_PREFIX}-${name}${suffix}`;
}

/** A declared previous page may be a route name (`orders`) or a full hash (`#status-collection:popular`). */
export function toHash(nameOrHash: string): string {
  return nameOrHash.startsWith(HASH_PREFIX) ? nameOrHash : formatHash(nameOrHash);
}

// A hand-typed link with a stray `%` must still open the page rather than throw.
function decodeParam(param: string): string {
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
}
