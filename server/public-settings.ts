// What of a shop's settings may reach a browser: the one function both the API (GET /init/{shopId}/user) and
// the storefront (window.StatusInitData) use before settings leave the server.
// - Secrets never: every value schemas/settings*.json marks `"writeOnly": true` (credit.accessToken, …) is
//   removed by walking the schema (schemas/write-only.ts), not by a list of names kept here.
// - Login-only content (`requiresLogin: true`) only for a signed-in customer: in settings.content,
//   in dynamic pages' content, and in the content lists the callers send beside the settings.
import { stripWriteOnly } from '../schemas/write-only.ts';

export interface Audience {
  /** A signed-in shop customer (the API: a uid linked to a customer; the storefront: a logged-in customer). */
  customer: boolean;
}

type Block = { requiresLogin?: unknown };

/** The blocks this audience may see: login-only blocks only for a customer. Anything not a list is []. */
export function visibleContent<T>(blocks: unknown, audience: Audience): T[] {
  if (!Array.isArray(blocks)) return [];
  return blocks.filter(
    (block) => audience.customer || !(block && typeof block === 'object' && (block as Block).requiresLogin === true),
  ) as T[];
}

/** A copy of the shop's settings that is safe to send to this audience's browser. */
export function publicSettings(settings: Record<string, unknown>, audience: Audience): Record<string, unknown> {
  const out = stripWriteOnly('settings.json', settings);
  if (Array.isArray(out.content)) out.content = visibleContent(out.content, audience);
  if (Array.isArray(out.dynamicPages)) {
    out.dynamicPages = out.dynamicPages.map((page: unknown) =>
      page && typeof page === 'object' && Array.isArray((page as { content?: unknown }).content)
        ? { ...page, content: visibleContent((page as { content: unknown[] }).content, audience) }
        : page,
    );
  }
  return out;
}
