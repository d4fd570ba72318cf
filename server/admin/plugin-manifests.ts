// The published manifest of a plugin added by URL (`<id>.manifest.json` beside its module), as the admin API
// reads it: to check the plugin's own settings group against its `settingsSchema`, and a dynamic page's
// `<id>.<name>` slots against its `slots`. The URL is a merchant's, so the fetch is fenced: https only (http on
// 127.0.0.1 or localhost in development), no private, loopback or link-local address after DNS resolution
// outside development (request-filtering-agent checks the address it connects to), 5 s in all, 256 KB,
// redirects on the same origin only, no cookies. What it read is kept a minute (a failure 10 s).
import http from 'node:http';
import https from 'node:https';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import safeRegex from 'safe-regex2';
import { manifestUrlOf } from './manifest-url';

// ajv-formats is CommonJS; depending on the loader its default export sits one level deeper.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => Ajv;

/** What was read: the manifest's own slots and its settings validator (null: it publishes no schema). */
export type ManifestRead =
  | { ok: true; url: string; slots: readonly string[]; validate: ValidateFunction | null }
  | { ok: false; url: string; problem: string };

export interface ManifestReaderOptions {
  /** Development: http on 127.0.0.1 and localhost, and private addresses, are fetched too. */
  development: boolean;
  /** Origins set by the operator (the storefront's), fetched whatever their scheme and address. */
  trustedOrigins: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
  ttlMs?: number;
  failureTtlMs?: number;
}

export interface ManifestReader {
  /** The manifest of `entry` (its `src` resolved against the shop's storefront `base`). Never throws. */
  read(entry: { id: string; src: string }, base: string): Promise<ManifestRead>;
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const MAX_REDIRECTS = 3;
const MAX_CACHED = 500;

class Unreadable extends Error {}

/**
 * The first `pattern` (or `patternProperties` key) of a schema that may take exponential time on a crafted
 * string (safe-regex2's star height check): this server would run it on the merchant's values.
 */
function riskyPattern(node: unknown, depth = 0): string | null {
  if (!node || typeof node !== 'object' || depth > 64) return null;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'pattern' && typeof value === 'string' && !safeRegex(value)) return value;
    if (key === 'patternProperties' && value && typeof value === 'object') {
      const bad = Object.keys(value).find((p) => !safeRegex(p));
      if (bad !== undefined) return bad;
    }
    const inner = riskyPattern(value, depth + 1);
    if (inner !== null) return inner;
  }
  return null;
}

/** The same strict options the SDK generates a plugin's validator with (sdk/validator.mjs), without defaults. */
function compileSettingsSchema(schema: unknown): ValidateFunction | string {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return 'its settingsSchema is not a JSON schema object';
  const risky = riskyPattern(schema);
  if (risky !== null) return `its settingsSchema has a pattern this server will not run (${JSON.stringify(risky.slice(0, 80))} may take exponential time)`;
  try {
    const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, useDefaults: false, logger: false });
    addFormats(ajv);
    // Its own $id would name a remote document; compile() never fetches one, so an outside $ref fails here.
    const { $id: _id, ...rest } = schema as Record<string, unknown>;
    return ajv.compile(rest);
  } catch (error) {
    return `its settingsSchema cannot be used (${(error as Error).message.slice(0, 200)})`;
  }
}

export function createManifestReader(options: ManifestReaderOptions): ManifestReader {
  const { development, timeoutMs = 5000, maxBytes = 256_000, ttlMs = 60_000, failureTtlMs = 10_000 } = options;
  const trusted = new Set(options.trustedOrigins.map((origin) => new URL(origin).origin));
  const fenced = { http: new RequestFilteringHttpAgent({ allowPrivateIPAddress: development }), https: new RequestFilteringHttpsAgent({ allowPrivateIPAddress: development }) };
  const open = { http: new http.Agent(), https: new https.Agent() };
  const cache = new Map<string, { until: number; read: Promise<ManifestRead> }>();

  /** One GET: its status and, for a 200, its body (at most maxBytes). */
  const get = (url: URL, signal: AbortSignal): Promise<{ status: number; location?: string; body?: string }> =>
    new Promise((resolve, reject) => {
      const secure = url.protocol === 'https:';
      const agent = (trusted.has(url.origin) ? open : fenced)[secure ? 'https' : 'http'];
      const request = (secure ? https : http).get(url, { agent, signal, headers: { accept: 'application/json' } }, (response) => {
        const status = response.statusCode ?? 0;
        if (status !== 200) {
          response.resume();
          resolve({ status, ...(typeof response.headers.location === 'string' ? { location: response.headers.location } : {}) });
          return;
        }
        const tooBig = () => {
          response.destroy();
          reject(new Unreadable(`is larger than ${Math.round(maxBytes / 1000)} KB`));
        };
        if (Number(response.headers['content-length'] ?? 0) > maxBytes) return tooBig();
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) tooBig();
          else chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      });
      request.on('error', reject);
    });

  const fetchManifest = async (id: string, start: URL): Promise<ManifestRead> => {
    const signal = AbortSignal.timeout(timeoutMs);
    let url = start;
    try {
      for (let hop = 0; ; hop++) {
        const reply = await get(url, signal);
        if (reply.status >= 300 && reply.status < 400 && reply.location) {
          const next = new URL(reply.location, url);
          if (next.origin !== url.origin) throw new Unreadable(`redirects to another host (${next.origin}), which this server does not follow`);
          if (hop >= MAX_REDIRECTS) throw new Unreadable(`redirects more than ${MAX_REDIRECTS} times`);
          url = next;
          continue;
        }
        if (reply.status !== 200) throw new Unreadable(`answered HTTP ${reply.status}`);
        let manifest: { id?: unknown; slots?: unknown; settingsSchema?: unknown };
        try {
          manifest = JSON.parse(reply.body ?? '') as typeof manifest;
        } catch {
          throw new Unreadable('is not valid JSON');
        }
        if (!manifest || typeof manifest !== 'object') throw new Unreadable('is not a JSON object');
        if (manifest.id !== id) throw new Unreadable(`names the plugin ${JSON.stringify(manifest.id)}, not '${id}'`);
        const slots = Array.isArray(manifest.slots) ? manifest.slots.filter((s): s is string => typeof s === 'string' && s.startsWith(`${id}.`)) : [];
        if (manifest.settingsSchema === undefined || manifest.settingsSchema === null) return { ok: true, url: start.href, slots, validate: null };
        const validate = compileSettingsSchema(manifest.settingsSchema);
        if (typeof validate === 'string') throw new Unreadable(validate);
        return { ok: true, url: start.href, slots, validate };
      }
    } catch (error) {
      const problem =
        error instanceof Unreadable
          ? error.message
          : signal.aborted
            ? `did not answer within ${timeoutMs / 1000} s`
            : /is not allowed/.test((error as Error).message)
              ? 'is on a private, loopback or link-local address, which this server does not fetch from'
              : /^(ENOTFOUND|EAI_AGAIN)$/.test((error as NodeJS.ErrnoException).code ?? '')
                ? 'did not answer (its host name does not resolve)'
                : `did not answer (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`;
      return { ok: false, url: start.href, problem };
    }
  };

  return {
    read(entry, base) {
      const href = manifestUrlOf(entry.src, base);
      if (!href) return Promise.resolve({ ok: false, url: entry.src, problem: 'cannot be found: the plugin URL does not end in .js' });
      const url = new URL(href);
      const local = development && url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
      if (url.protocol !== 'https:' && !local && !trusted.has(url.origin)) {
        return Promise.resolve({ ok: false, url: href, problem: 'is not on https://, the only scheme this server fetches from' });
      }
      const key = `${entry.id}\u0000${href}`;
      const now = Date.now();
      const cached = cache.get(key);
      if (cached && cached.until > now) return cached.read;
      cache.delete(key);
      const read = fetchManifest(entry.id, url);
      cache.set(key, { until: now + ttlMs, read });
      void read.then((result) => {
        if (!result.ok && cache.get(key)?.read === read) cache.set(key, { until: Date.now() + failureTtlMs, read });
      });
      while (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
      return read;
    },
  };
}
