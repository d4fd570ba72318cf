// Shopify's global ids (gid://shopify/Product/123) and the numeric ids the widget and the API use.

const GID = /^gid:\/\/shopify\/([A-Za-z]+)\/([^/?#]+)(?:\?.*)?$/;

/** `gid://shopify/<type>/<id>`; a gid passes through unchanged. */
export function toGid(type: string, id: string | number): string {
  const text = String(id);
  return text.startsWith('gid://') ? text : `gid://shopify/${type}/${text}`;
}

/** The id part of a gid (`gid://shopify/Order/5100000001` → '5100000001'); anything else unchanged. */
export function fromGid(gid: string): string {
  return GID.exec(gid)?.[2] ?? gid;
}

/** The type and id of a gid, or null when it is not one. */
export function parseGid(gid: string): { type: string; id: string } | null {
  const match = GID.exec(gid);
  return match ? { type: match[1]!, id: match[2]! } : null;
}
