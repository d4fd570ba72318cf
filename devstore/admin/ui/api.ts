// The admin UI's calls to the reference API (server/routes/admin.ts), with the admin token.

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
  /** Writes one group; resolves with the value as stored. */
  save(group: string, value: unknown): Promise<unknown>;
}

async function failure(response: Response): Promise<SaveError> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null;
  const error = body?.error;
  const fields = Array.isArray(error?.fields)
    ? error.fields.filter((f): f is FieldError => !!f && typeof f.path === 'string' && typeof f.message === 'string')
    : [];
  return new SaveError(String(error?.code ?? response.status), typeof error?.message === 'string' ? error.message : `HTTP ${response.status}`, fields);
}

export function createAdminApi(apiUrl: string, token: string, shopId: string): AdminApi {
  const base = `${apiUrl.replace(/\/+$/, '')}/admin/shops/${encodeURIComponent(shopId)}/settings`;
  const headers = { authorization: `Bearer ${token}` };
  return {
    async settings() {
      const response = await fetch(base, { headers, cache: 'no-store' });
      if (!response.ok) throw await failure(response);
      return ((await response.json()) as { settings: Record<string, unknown> }).settings;
    },
    async save(group, value) {
      const response = await fetch(`${base}/${encodeURIComponent(group)}`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ data: value }),
      });
      if (!response.ok) throw await failure(response);
      return ((await response.json()) as { value: unknown }).value;
    },
  };
}
