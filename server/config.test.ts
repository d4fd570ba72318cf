// The production configuration from environment variables (server/config.ts): a good environment gives the
// config with its defaults; every wrong variable is reported, all at once, one entry per variable, naming it and
// what is wrong, and never printing a secret. Nothing is started; the service-account files are temp files.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_APP_PROXY_SECRET } from './app-proxy-signature';
import { type ConfigProblem, describeProblems, type Env, parseServerConfig } from './config';

const dir = mkdtempSync(join(tmpdir(), 'status-config-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
const account = {
  type: 'service_account',
  project_id: 'status-prod',
  private_key_id: 'k1',
  private_key: privateKey,
  client_email: 'status@status-prod.iam.gserviceaccount.com',
};
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const accountFile = file('service-account.json', JSON.stringify(account));

const SECRET = 'shpss_the-apps-own-secret';
const DB_PASSWORD = 'db-pass-9f8e';
const SMTP_PASSWORD = 'smtp-pass-7d6c';
const good: Env = {
  DATABASE_URL: `postgres://status:${DB_PASSWORD}@db.internal:5432/status`,
  FIREBASE_PROJECT_ID: 'status-prod',
  GOOGLE_APPLICATION_CREDENTIALS: accountFile,
  SHOPIFY_API_KEY: '1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d',
  SHOPIFY_API_SECRET: SECRET,
  STATUS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  SMTP_URL: `smtps://apikey:${SMTP_PASSWORD}@smtp.example.com:465`,
  MAIL_FROM: 'account@shop.example.com',
  PUBLIC_URL: 'https://api.status.example.com/',
  STOREFRONT_ORIGINS: 'https://shop.example.com, https://demo-store.myshopify.com/',
};

function problems(env: Env): ConfigProblem[] {
  const result = parseServerConfig(env);
  if (result.ok) throw new Error('expected problems, got a config');
  return result.problems;
}
const problemOf = (env: Env, variable: string) => problems(env).find((p) => p.variable === variable)?.problem;

describe('parseServerConfig', () => {
  it('reads a good environment, with the defaults of DATABASE_POOL_SIZE, PORT, HOST and TRUST_PROXY', () => {
    const result = parseServerConfig(good);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toEqual({
      databaseUrl: good.DATABASE_URL,
      databasePoolSize: 10,
      firebase: {
        projectId: 'status-prod',
        credentialsFile: accountFile,
        serviceAccount: { projectId: 'status-prod', clientEmail: account.client_email, privateKey },
      },
      shopify: { apiKey: good.SHOPIFY_API_KEY, apiSecret: SECRET },
      encryptionKey: Buffer.alloc(32, 7),
      mail: { smtpUrl: good.SMTP_URL, from: 'account@shop.example.com' },
      publicUrl: 'https://api.status.example.com',
      port: 8080,
      host: '0.0.0.0',
      storefrontOrigins: ['https://shop.example.com', 'https://demo-store.myshopify.com'],
      trustProxy: false,
    });
  });

  it('takes DATABASE_POOL_SIZE, PORT, HOST, TRUST_PROXY, postgresql://, smtp:// and a local http:// URL', () => {
    const result = parseServerConfig({
      ...good,
      DATABASE_URL: 'postgresql://status@127.0.0.1/status',
      SMTP_URL: 'smtp://user:pass@127.0.0.1:2525',
      PUBLIC_URL: 'http://127.0.0.1:8080',
      STOREFRONT_ORIGINS: 'http://localhost:3000',
      DATABASE_POOL_SIZE: '25',
      PORT: '9000',
      HOST: '127.0.0.1',
      TRUST_PROXY: 'TRUE',
      MAIL_FROM: 'Shop <account@shop.example.com>',
    });
    expect(result.ok && { pool: result.config.databasePoolSize, port: result.config.port, host: result.config.host, trustProxy: result.config.trustProxy, origins: result.config.storefrontOrigins }).toEqual({
      pool: 25,
      port: 9000,
      host: '127.0.0.1',
      trustProxy: true,
      origins: ['http://localhost:3000'],
    });
  });

  it("takes FIREBASE_WEB_API_KEY for the identity provider's sign-in page, and refuses one with spaces", () => {
    const result = parseServerConfig({ ...good, FIREBASE_WEB_API_KEY: 'AIzaSyA-example_key' });
    expect(result.ok && result.config.firebase.webApiKey).toBe('AIzaSyA-example_key');
    expect(parseServerConfig({ ...good, FIREBASE_WEB_API_KEY: 'AIza key' }).ok).toBe(false);
  });

  it('reports every missing required variable at once, one entry each', () => {
    const list = problems({});
    expect(list.map((p) => p.variable)).toEqual([
      'DATABASE_URL',
      'FIREBASE_PROJECT_ID',
      'GOOGLE_APPLICATION_CREDENTIALS',
      'SHOPIFY_API_KEY',
      'SHOPIFY_API_SECRET',
      'STATUS_ENCRYPTION_KEY',
      'SMTP_URL',
      'MAIL_FROM',
      'PUBLIC_URL',
      'STOREFRONT_ORIGINS',
    ]);
    for (const { problem } of list) expect(problem).toMatch(/^missing: /);
    // Blank is missing too.
    expect(problemOf({ ...good, DATABASE_URL: '   ' }, 'DATABASE_URL')).toMatch(/^missing/);
  });

  it('names what is wrong with each variable', () => {
    const cases: [string, string | undefined, RegExp][] = [
      ['DATABASE_URL', 'not a url', /is not a URL/],
      ['DATABASE_URL', 'mysql://u:p@h/db', /scheme mysql:\/\/; expected postgres:\/\/ or postgresql:\/\//],
      ['DATABASE_URL', 'file:///var/lib/pglite', /scheme file:\/\/.*never runs PGlite/],
      ['FIREBASE_PROJECT_ID', 'demo-status', /'demo-status' is a demo- project.*Auth emulator/],
      ['FIREBASE_PROJECT_ID', 'Status Prod', /is not a Firebase project id/],
      ['GOOGLE_APPLICATION_CREDENTIALS', join(dir, 'absent.json'), /the file .*absent\.json does not exist/],
      ['GOOGLE_APPLICATION_CREDENTIALS', dir, /is a folder, not a service-account JSON file/],
      ['GOOGLE_APPLICATION_CREDENTIALS', file('text.json', 'hello'), /is not JSON/],
      ['GOOGLE_APPLICATION_CREDENTIALS', file('user.json', JSON.stringify({ type: 'authorized_user', client_id: 'x', refresh_token: 'y' })), /not a service-account JSON: its type is 'authorized_user'/],
      ['GOOGLE_APPLICATION_CREDENTIALS', file('empty.json', '{}'), /not a service-account JSON: no project_id, client_email, private_key/],
      ['GOOGLE_APPLICATION_CREDENTIALS', file('badkey.json', JSON.stringify({ ...account, private_key: 'not a key' })), /private_key is not a PEM private key/],
      ['GOOGLE_APPLICATION_CREDENTIALS', file('other.json', JSON.stringify({ ...account, project_id: 'other-project' })), /service account of project 'other-project', not of FIREBASE_PROJECT_ID 'status-prod'/],
      ['SHOPIFY_API_KEY', 'a b', /whitespace/],
      ['SHOPIFY_API_SECRET', DEV_APP_PROXY_SECRET, /devstore's public DEV_APP_PROXY_SECRET/],
      ['SHOPIFY_API_SECRET', `${SECRET}\n`, /leading or trailing whitespace/],
      ['SHOPIFY_API_SECRET', good.SHOPIFY_API_KEY, /equals SHOPIFY_API_KEY/],
      ['STATUS_ENCRYPTION_KEY', 'c2hvcnQ=', /must be 32 bytes in base64 .*this is 5 bytes/],
      ['SMTP_URL', 'smtp.example.com:587', /is not a URL|scheme/],
      ['SMTP_URL', 'https://u:p@smtp.example.com', /scheme https:\/\/; expected smtp:\/\/ or smtps:\/\//],
      ['SMTP_URL', 'smtp://smtp.example.com:587', /no user name and password/],
      ['MAIL_FROM', 'account at shop.example.com', /is not an e-mail address/],
      ['MAIL_FROM', 'Shop <account>', /is not an e-mail address/],
      ['PUBLIC_URL', 'api.example.com', /is not an https:\/\/ URL/],
      ['PUBLIC_URL', 'http://api.example.com', /is http:\/\/; use https:\/\//],
      ['PUBLIC_URL', 'ftp://api.example.com', /is not an https:\/\/ URL/],
      ['PUBLIC_URL', 'https://api.example.com/?x=1', /query or fragment/],
      ['DATABASE_POOL_SIZE', '0', /0 is out of range \(1-100\)/],
      ['DATABASE_POOL_SIZE', '101', /101 is out of range \(1-100\)/],
      ['DATABASE_POOL_SIZE', 'ten', /'ten' is not a whole number of connections/],
      ['DATABASE_POOL_SIZE', '2.5', /not a whole number/],
      ['PORT', '0', /0 is out of range \(1-65535\)/],
      ['PORT', '65536', /65536 is out of range/],
      ['PORT', 'eighty', /'eighty' is not a port number/],
      ['PORT', '80.5', /not a port number/],
      ['HOST', 'two words', /is not an IP address or host name/],
      ['STOREFRONT_ORIGINS', ' , ', /lists no origin/],
      ['STOREFRONT_ORIGINS', '*', /'\*' is not an origin/],
      ['STOREFRONT_ORIGINS', 'https://shop.example.com/account', /has a path/],
      ['STOREFRONT_ORIGINS', 'https://ok.example.com,http://shop.example.com', /'http:\/\/shop\.example\.com' is http:\/\//],
      ['TRUST_PROXY', 'yes', /'yes' is neither true nor false/],
      ['FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099', /is set: firebase-admin would accept unsigned tokens/],
    ];
    const wrong: string[] = [];
    for (const [variable, value, expected] of cases) {
      const list = problems({ ...good, [variable]: value });
      const got = list.map((p) => `${p.variable}: ${p.problem}`).join(' | ');
      if (list.length !== 1 || list[0]!.variable !== variable || !expected.test(list[0]!.problem)) wrong.push(`${variable}=${JSON.stringify(value)} → ${got}`);
    }
    expect(wrong).toEqual([]);
    console.info(`[config] ${cases.length} wrong values, each reported once against its own variable`);
  });

  it('puts several problems of one variable in its one entry, and every variable in one message', () => {
    const env = { ...good, STOREFRONT_ORIGINS: '*,https://shop.example.com/x', PORT: '99999', DATABASE_URL: 'mysql://x' };
    const list = problems(env);
    expect(list.map((p) => p.variable)).toEqual(['DATABASE_URL', 'PORT', 'STOREFRONT_ORIGINS']);
    expect(list[2]!.problem).toMatch(/'\*' is not an origin.*; 'https:\/\/shop\.example\.com\/x' has a path/);
    const message = describeProblems(list);
    expect(message.split('\n')).toEqual([
      expect.stringMatching(/^Refusing to start: 3 environment variable\(s\) need fixing/),
      expect.stringMatching(/^ {2}DATABASE_URL: /),
      expect.stringMatching(/^ {2}PORT: /),
      expect.stringMatching(/^ {2}STOREFRONT_ORIGINS: /),
    ]);
  });

  it('never prints a secret: passwords in URLs, the app secret, the private key', () => {
    const env: Env = {
      ...good,
      DATABASE_URL: `mysql://status:${DB_PASSWORD}@db/status`,
      SMTP_URL: `http://apikey:${SMTP_PASSWORD}@smtp.example.com`,
      SHOPIFY_API_SECRET: ` ${SECRET}`,
      STATUS_ENCRYPTION_KEY: 'c2VjcmV0LWJ1dC1zaG9ydA==',
      PUBLIC_URL: `https://user:${DB_PASSWORD}@api.example.com`,
      STOREFRONT_ORIGINS: `https://user:${SMTP_PASSWORD}@shop.example.com`,
      GOOGLE_APPLICATION_CREDENTIALS: file('bad-project.json', JSON.stringify({ ...account, project_id: 'x', private_key: `${privateKey}x` })),
    };
    const message = describeProblems(problems(env));
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('SHOPIFY_API_SECRET');
    expect(message).toContain('STATUS_ENCRYPTION_KEY');
    expect(message).not.toContain('c2VjcmV0LWJ1dC1zaG9ydA==');
    for (const secret of [DB_PASSWORD, SMTP_PASSWORD, SECRET, 'PRIVATE KEY']) expect(message).not.toContain(secret);
  });

  it('reads the service-account file through the io it is given', () => {
    const seen: string[] = [];
    const result = parseServerConfig({ ...good, GOOGLE_APPLICATION_CREDENTIALS: '/secrets/sa.json' }, {
      readFile: (path) => {
        seen.push(path);
        return JSON.stringify(account);
      },
    });
    expect(seen).toEqual(['/secrets/sa.json']);
    expect(result.ok).toBe(true);
  });
});
