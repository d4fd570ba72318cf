// The merchant admins' calls to the API (server/routes/admin.ts): with the devstore's admin token, or with a
// fresh Shopify session token for each call (the embedded admin: App Bridge's, or the devstore's stand-in).

export interface FieldError {
  path: string;
  message: string;
}

/** A refused save: the server's code and message, and per field what is wrong (invalid_settings). */
export class SaveError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly fields: FieldError[] = [],
  ) {
    super(message);
  }
}

export interface AdminApi {
  settings(): Promise<Record<string, unknown>>;
  /**
   * Writes one group; resolves with the value as stored, and a warning when it was saved unchecked (an outside
   * plugin whose published manifest could not be read).
   */
  save(group: string, value: unknown): Promise<{ value: unknown; warning?: string }>;
  /**
   * Writes one dynamic page (stored under `route`, or new: `adding` refuses to replace one), leaving the others;
   * resolves with the page as stored, and a warning when a plugin's slot on it could not be checked.
   */
  savePage(route: string, page: unknown, adding?: boolean): Promise<{ value: unknown; warning?: string }>;
  /** Removes one dynamic page. */
  deletePage(route: string): Promise<void>;
  /** Whether the storefront loaded each plugin added by URL, or skipped it and why (the latest report of each). */
  pluginOutcomes(): Promise<PluginOutcomeReport[]>;
}

export interface PluginOutcomeReport {
  pluginId: string;
  status: 'loaded' | 'skipped';
  reason: string;
  reportedAt: string;
}

export async function failure(response: Response): Promise<SaveError> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null;
  const error = body?.error;
  const fields = Array.isArray(error?.fields)
    ? error.fields.filter((f): f is FieldError => !!f && typeof f.path === 'string' && typeof f.message === 'string')
    : [];
  return new SaveError(String(error?.code ?? response.status), typeof error?.message === 'string' ? error.message : `HTTP ${response.status}`, fields);
}

/** A save's answer: the value as stored, and the API's warning when part of it could not be checked. */
async function stored(response: Response): Promise<{ value: unknown; warning?: string }> {
  const { value, warning } = (await response.json()) as { value: unknown; warning?: unknown };
  return { value, ...(typeof warning === 'string' ? { warning } : {}) };
}

/** A bearer token, or how to get a fresh one before each call (session tokens live a minute). */
export type TokenSource = string | (() => Promise<string>);

export const bearer = async (token: TokenSource) => ({ authorization: `Bearer ${typeof token === 'string' ? token : await token()}` });

export function createAdminApi(apiUrl: string, token: TokenSource, shopId: string): AdminApi {
  const base = `${apiUrl.replace(/\/+$/, '')}/admin/shops/${encodeURIComponent(shopId)}/settings`;
  return {
    async settings() {
      const response = await fetch(base, { headers: await bearer(token), cache: 'no-store' });
      if (!response.ok) throw await failure(response);
      return ((await response.json()) as { settings: Record<string, unknown> }).settings;
    },
    async save(group, value) {
      const response = await fetch(`${base}/${encodeURIComponent(group)}`, {
        method: 'PUT',
        headers: { ...(await bearer(token)), 'content-type': 'application/json' },
        body: JSON.stringify({ data: value }),
      });
      if (!response.ok) throw await failure(response);
      return stored(response);
    },
    async savePage(route, page, adding = false) {
      const response = await fetch(`${base}/dynamicPages/${encodeURIComponent(route)}${adding ? '?adding=true' : ''}`, {
        method: 'PUT',
        headers: { ...(await bearer(token)), 'content-type': 'application/json' },
        body: JSON.stringify({ data: page }),
      });
      if (!response.ok) throw await failure(response);
      return stored(response);
    },
    async pluginOutcomes() {
      const response = await fetch(base.replace(/\/settings$/, '/plugin-outcomes'), { headers: await bearer(token), cache: 'no-store' });
      if (!response.ok) throw await failure(response);
      return ((await response.json()) as { outcomes: PluginOutcomeReport[] }).outcomes;
    },
    async deletePage(route) {
      const response = await fetch(`${base}/dynamicPages/${encodeURIComponent(route)}`, { method: 'DELETE', headers: await bearer(token) });
      if (!response.ok) throw await failure(response);
    },
  };
}
