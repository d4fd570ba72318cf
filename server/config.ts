// The production server's configuration (`npm run serve`, server/main.ts), read from environment variables only.
// parseServerConfig checks every variable and returns either the configuration or every problem at once, one
// per variable (what is wrong with it, never a secret's value), so one failed start shows the whole list.
// It reads nothing but the env object and the service-account file named in it (io.readFile), and starts nothing.
import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { DEV_APP_PROXY_SECRET } from './app-proxy-signature';
import { parseEncryptionKey } from './secret-box';

export interface ServiceAccount {
  projectId: string;
  clientEmail: string;
  privateKey: string;
}

export interface ServerConfig {
  /** postgres:// or postgresql://: production never runs PGlite. */
  databaseUrl: string;
  /** At most this many connections from this instance to PostgreSQL (its pool's size). */
  databasePoolSize: number;
  /** webApiKey: the project's public web API key, for the identity provider's sign-in page (unset: no page). */
  firebase: { projectId: string; credentialsFile: string; serviceAccount: ServiceAccount; webApiKey?: string };
  /** The Status app's key and secret; the secret checks app proxy signatures (startApi appProxySecret). */
  shopify: { apiKey: string; apiSecret: string };
  /** Seals stored secrets (secret-box.ts): the shops' Admin API tokens. */
  encryptionKey: Buffer;
  /** SMTP for login codes and magic links (startApi mail). */
  mail: { smtpUrl: string; from: string };
  /** Where shoppers' browsers reach this server, without a trailing slash. */
  publicUrl: string;
  port: number;
  host: string;
  /** Origins allowed by CORS, normalised (`https://shop.example.com`). */
  storefrontOrigins: string[];
  /** One reverse proxy in front appends the client's address to X-Forwarded-For. */
  trustProxy: boolean;
}

export interface ConfigProblem {
  variable: string;
  problem: string;
}

export type ConfigResult = { ok: true; config: ServerConfig } | { ok: false; problems: ConfigProblem[] };

export type Env = Record<string, string | undefined>;

export interface ConfigIo {
  /** Reads a file as UTF-8; throws as fs.readFileSync does (ENOENT, EISDIR, EACCES). */
  readFile(path: string): string;
}

/** Every variable, in the order problems are listed; `required` ones have no default. */
export const CONFIG_VARIABLES = [
  { name: 'DATABASE_URL', required: true, example: 'postgres://status:secret@db.internal:5432/status' },
  { name: 'DATABASE_POOL_SIZE', required: false, example: '10' },
  { name: 'FIREBASE_PROJECT_ID', required: true, example: 'status-prod' },
  { name: 'GOOGLE_APPLICATION_CREDENTIALS', required: true, example: '/run/secrets/firebase-service-account.json' },
  { name: 'FIREBASE_WEB_API_KEY', required: false, example: 'AIzaSyA-example-web-key' },
  { name: 'SHOPIFY_API_KEY', required: true, example: '1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d' },
  { name: 'SHOPIFY_API_SECRET', required: true, example: '(the app\'s API secret key)' },
  { name: 'STATUS_ENCRYPTION_KEY', required: true, example: '(32 random bytes in base64: openssl rand -base64 32)' },
  { name: 'SMTP_URL', required: true, example: 'smtps://apikey:secret@smtp.example.com:465' },
  { name: 'MAIL_FROM', required: true, example: 'account@shop.example.com' },
  { name: 'PUBLIC_URL', required: true, example: 'https://api.status.example.com' },
  { name: 'PORT', required: false, example: '8080' },
  { name: 'HOST', required: false, example: '0.0.0.0' },
  { name: 'STOREFRONT_ORIGINS', required: true, example: 'https://shop.example.com,https://demo-store.myshopify.com' },
  { name: 'TRUST_PROXY', required: false, example: 'false' },
] as const;

export const DEFAULT_PORT = 8080;
/** pg's own default; instances × pool size must stay under the server's max_connections (100 by default). */
export const DEFAULT_DATABASE_POOL_SIZE = 10;
export const MAX_DATABASE_POOL_SIZE = 100;
export const DEFAULT_HOST = '0.0.0.0';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:".]+$/;
// Firebase project ids: 6-30 characters, lower-case letters, digits and hyphens, starting with a letter.
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

const defaultIo: ConfigIo = { readFile: (path) => readFileSync(path, 'utf8') };

export function parseServerConfig(env: Env, io: ConfigIo = defaultIo): ConfigResult {
  const problems = new Map<string, string[]>();
  const fail = (variable: string, problem: string): undefined => {
    problems.set(variable, [...(problems.get(variable) ?? []), problem]);
    return undefined;
  };
  // A value that is unset or only whitespace is missing; otherwise trimmed (secrets are checked untrimmed).
  const required = (name: string, what: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : fail(name, `missing: ${what}`);
  };
  const optional = (name: string): string | undefined => env[name]?.trim() || undefined;

  const databaseUrl = checkDatabaseUrl(required('DATABASE_URL', 'the PostgreSQL database, postgres://user:password@host:5432/database (production never runs PGlite)'), fail);
  const databasePoolSize = checkPoolSize(optional('DATABASE_POOL_SIZE'), fail);

  const projectId = checkProjectId(required('FIREBASE_PROJECT_ID', "the Firebase project's id"), fail);
  const credentialsFile = required('GOOGLE_APPLICATION_CREDENTIALS', "the path of the Firebase project's service-account JSON (it mints sign-in tokens)");
  const serviceAccount = credentialsFile ? readServiceAccount(credentialsFile, io, fail) : undefined;
  if (serviceAccount && projectId && serviceAccount.projectId !== projectId) {
    fail('GOOGLE_APPLICATION_CREDENTIALS', `is a service account of project '${serviceAccount.projectId}', not of FIREBASE_PROJECT_ID '${projectId}'`);
  }
  const webApiKey = optional('FIREBASE_WEB_API_KEY');
  if (webApiKey && !/^[\w-]+$/.test(webApiKey)) fail('FIREBASE_WEB_API_KEY', "is not a web API key (letters, digits, '-' and '_')");
  if (env.FIREBASE_AUTH_EMULATOR_HOST?.trim()) {
    fail('FIREBASE_AUTH_EMULATOR_HOST', 'is set: firebase-admin would accept unsigned tokens from the Auth emulator; unset it in production');
  }

  const apiKey = required('SHOPIFY_API_KEY', "the Status app's API key (client id) from the Shopify Partner dashboard");
  if (apiKey && /\s/.test(apiKey)) fail('SHOPIFY_API_KEY', 'has whitespace inside');
  const apiSecret = checkSecret(env.SHOPIFY_API_SECRET, apiKey, fail);

  const encryptionKey = checkEncryptionKey(required('STATUS_ENCRYPTION_KEY', 'the key that seals stored secrets (shops\' Admin API tokens): 32 random bytes in base64, openssl rand -base64 32'), fail);

  const smtpUrl = checkSmtpUrl(required('SMTP_URL', 'the SMTP server login codes and links are sent through, smtp://user:password@host:587 or smtps://…:465'), fail);
  const from = required('MAIL_FROM', "the sender's address, e.g. account@shop.example.com");
  // The address alone or `Name <address>`, as server/mail.ts takes it (the shop's name is the display name sent).
  if (from && !EMAIL.test((/<([^<>]*)>\s*$/.exec(from)?.[1] ?? from).trim())) {
    fail('MAIL_FROM', `'${from}' is not an e-mail address (account@shop.example.com or Name <account@shop.example.com>)`);
  }

  const publicUrl = checkPublicUrl(required('PUBLIC_URL', "this server's public URL, https://api.example.com"), fail);
  const port = checkPort(optional('PORT'), fail);
  const host = checkHost(optional('HOST'), fail);
  const storefrontOrigins = checkOrigins(required('STOREFRONT_ORIGINS', 'the storefront origins allowed by CORS, comma-separated (https://shop.example.com,https://demo-store.myshopify.com)'), fail);
  const trustProxy = checkTrustProxy(optional('TRUST_PROXY'), fail);

  if (problems.size > 0) {
    const order: string[] = CONFIG_VARIABLES.map((v) => v.name);
    const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
    return {
      ok: false,
      problems: [...problems]
        .sort(([a], [b]) => rank(a) - rank(b))
        .map(([variable, list]) => ({ variable, problem: list.join('; ') })),
    };
  }
  return {
    ok: true,
    config: {
      databaseUrl: databaseUrl!,
      databasePoolSize,
      firebase: { projectId: projectId!, credentialsFile: credentialsFile!, serviceAccount: serviceAccount!, ...(webApiKey ? { webApiKey } : {}) },
      shopify: { apiKey: apiKey!, apiSecret: apiSecret! },
      encryptionKey: encryptionKey!,
      mail: { smtpUrl: smtpUrl!, from: from! },
      publicUrl: publicUrl!,
      port,
      host,
      storefrontOrigins: storefrontOrigins!,
      trustProxy,
    },
  };
}

// The key itself is never echoed: only what is wrong with it.
function checkEncryptionKey(raw: string | undefined, fail: (variable: string, problem: string) => void): Buffer | undefined {
  if (raw === undefined) return undefined;
  try {
    return parseEncryptionKey(raw);
  } catch (error) {
    fail('STATUS_ENCRYPTION_KEY', (error as Error).message);
    return undefined;
  }
}

/** The message a refused start prints: one line per variable. */
export function describeProblems(problems: ConfigProblem[]): string {
  const lines = problems.map(({ variable, problem }) => `  ${variable}: ${problem}`);
  return [`Refusing to start: ${problems.length} environment variable(s) need fixing (server/README.md, "Run in production"):`, ...lines].join('\n');
}

type Fail = (variable: string, problem: string) => undefined;

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

// The URL holds the database password: problems name its parts, never the value.
function checkDatabaseUrl(value: string | undefined, fail: Fail): string | undefined {
  if (value === undefined) return undefined;
  const url = parseUrl(value);
  if (!url) return fail('DATABASE_URL', 'is not a URL (expected postgres://user:password@host:5432/database)');
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    return fail('DATABASE_URL', `has the scheme ${url.protocol}//; expected postgres:// or postgresql:// (production never runs PGlite)`);
  }
  return value;
}

function checkProjectId(value: string | undefined, fail: Fail): string | undefined {
  if (value === undefined) return undefined;
  if (value.startsWith('demo-')) {
    return fail('FIREBASE_PROJECT_ID', `'${value}' is a demo- project, which exists only in the Auth emulator; give the real Firebase project's id`);
  }
  if (!PROJECT_ID.test(value)) {
    return fail('FIREBASE_PROJECT_ID', `'${value}' is not a Firebase project id (6-30 lower-case letters, digits and hyphens, starting with a letter)`);
  }
  return value;
}

function readServiceAccount(path: string, io: ConfigIo, fail: Fail): ServiceAccount | undefined {
  const variable = 'GOOGLE_APPLICATION_CREDENTIALS';
  let text: string;
  try {
    text = io.readFile(path);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ENOENT') return fail(variable, `the file ${path} does not exist`);
    if (code === 'EISDIR') return fail(variable, `${path} is a folder, not a service-account JSON file`);
    return fail(variable, `the file ${path} cannot be read (${code ?? (error as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail(variable, `the file ${path} is not JSON (expected a service-account key file from the Firebase console)`);
  }
  const account = (json && typeof json === 'object' && !Array.isArray(json) ? json : {}) as Record<string, unknown>;
  const notServiceAccount = (why: string) => fail(variable, `the file ${path} is not a service-account JSON: ${why}`);
  if (account.type !== undefined && account.type !== 'service_account') return notServiceAccount(`its type is '${String(account.type)}', not 'service_account'`);
  const absent = ['project_id', 'client_email', 'private_key'].filter((key) => typeof account[key] !== 'string' || !(account[key] as string).trim());
  if (absent.length) return notServiceAccount(`no ${absent.join(', ')}`);
  const clientEmail = account.client_email as string;
  if (!EMAIL.test(clientEmail)) return notServiceAccount('client_email is not an e-mail address');
  try {
    // What firebase-admin's cert() checks too: a PEM private key node:crypto can load.
    createPrivateKey(account.private_key as string);
  } catch {
    return notServiceAccount('private_key is not a PEM private key');
  }
  return { projectId: account.project_id as string, clientEmail, privateKey: account.private_key as string };
}

function checkSecret(raw: string | undefined, apiKey: string | undefined, fail: Fail): string | undefined {
  const variable = 'SHOPIFY_API_SECRET';
  if (raw === undefined || raw.trim() === '') return fail(variable, "missing: the Status app's API secret key, which signs app proxy requests");
  if (raw === DEV_APP_PROXY_SECRET) return fail(variable, "is the devstore's public DEV_APP_PROXY_SECRET (it is in this repository): give the app's own API secret key");
  // A pasted newline or space would make every app proxy signature fail.
  if (raw !== raw.trim()) return fail(variable, 'has leading or trailing whitespace');
  if (apiKey !== undefined && raw === apiKey) return fail(variable, 'equals SHOPIFY_API_KEY: give the API secret key, not the key');
  return raw;
}

// The URL holds the SMTP password: problems name its parts, never the value.
function checkSmtpUrl(value: string | undefined, fail: Fail): string | undefined {
  if (value === undefined) return undefined;
  const url = parseUrl(value);
  if (!url) return fail('SMTP_URL', 'is not a URL (expected smtp://user:password@host:587 or smtps://user:password@host:465)');
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') return fail('SMTP_URL', `has the scheme ${url.protocol}//; expected smtp:// or smtps://`);
  if (!url.hostname) return fail('SMTP_URL', 'has no host');
  if (!url.username || !url.password) return fail('SMTP_URL', 'has no user name and password (smtp://user:password@host:587)');
  return value;
}

/** https, or http on this machine only (a local trial behind nothing). No user info, query or fragment. */
function checkWebUrl(variable: string, value: string, what: string, fail: Fail): URL | undefined {
  const url = parseUrl(value);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    return fail(variable, `'${value}' is not an ${what} (expected https://host)`);
  }
  if (url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname)) {
    return fail(variable, `'${value}' is http://; use https:// (http:// only for 127.0.0.1 or localhost)`);
  }
  if (url.username || url.password) return fail(variable, `'${url.host}…' has a user name or password in it`);
  if (url.search || url.hash) return fail(variable, `'${value}' has a query or fragment`);
  return url;
}

function checkPublicUrl(value: string | undefined, fail: Fail): string | undefined {
  if (value === undefined) return undefined;
  const url = checkWebUrl('PUBLIC_URL', value, 'https:// URL', fail);
  return url && `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function checkOrigins(value: string | undefined, fail: Fail): string[] | undefined {
  if (value === undefined) return undefined;
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (entries.length === 0) return fail('STOREFRONT_ORIGINS', 'lists no origin');
  const origins: string[] = [];
  const wrong: string[] = [];
  for (const entry of entries) {
    // Collected separately: one message names every wrong entry.
    const url = checkWebUrl('', entry, 'origin', (_, problem) => void wrong.push(problem));
    if (!url) continue;
    if (url.pathname !== '/') wrong.push(`'${entry}' has a path; an origin is scheme://host[:port]`);
    else origins.push(url.origin);
  }
  if (wrong.length) return fail('STOREFRONT_ORIGINS', wrong.join('; '));
  return [...new Set(origins)];
}

function checkPort(value: string | undefined, fail: Fail): number {
  if (value === undefined) return DEFAULT_PORT;
  const port = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(port)) return fail('PORT', `'${value}' is not a port number (1-65535)`) ?? DEFAULT_PORT;
  if (port < 1 || port > 65535) return fail('PORT', `${value} is out of range (1-65535)`) ?? DEFAULT_PORT;
  return port;
}

function checkPoolSize(value: string | undefined, fail: Fail): number {
  const parsed = parseDatabasePoolSize(value);
  return parsed.ok ? parsed.size : (fail('DATABASE_POOL_SIZE', parsed.problem) ?? DEFAULT_DATABASE_POOL_SIZE);
}

/** DATABASE_POOL_SIZE alone (also read by the load test's instances): unset is the default. */
export function parseDatabasePoolSize(value: string | undefined): { ok: true; size: number } | { ok: false; problem: string } {
  const trimmed = value?.trim();
  if (!trimmed) return { ok: true, size: DEFAULT_DATABASE_POOL_SIZE };
  const size = /^\d+$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!Number.isInteger(size)) return { ok: false, problem: `'${trimmed}' is not a whole number of connections (1-${MAX_DATABASE_POOL_SIZE})` };
  if (size < 1 || size > MAX_DATABASE_POOL_SIZE) return { ok: false, problem: `${trimmed} is out of range (1-${MAX_DATABASE_POOL_SIZE})` };
  return { ok: true, size };
}

function checkHost(value: string | undefined, fail: Fail): string {
  if (value === undefined) return DEFAULT_HOST;
  if (isIP(value) || HOSTNAME.test(value)) return value;
  return fail('HOST', `'${value}' is not an IP address or host name to listen on (0.0.0.0 for every interface)`) ?? DEFAULT_HOST;
}

function checkTrustProxy(value: string | undefined, fail: Fail): boolean {
  if (value === undefined) return false;
  const lower = value.toLowerCase();
  if (lower === 'true' || lower === 'false') return lower === 'true';
  return fail('TRUST_PROXY', `'${value}' is neither true nor false`) ?? false;
}
