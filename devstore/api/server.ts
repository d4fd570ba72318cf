// Starts the reference API on 127.0.0.1 (port 0 = a free port). The storefront, start.ts and tests use it.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { settingsSchemas } from '../admin/settings-schemas';
import { createAuthAdmin } from '../auth/admin';
import type { Db } from '../db/types';
import { createApiApp } from './app';
import type { ApiDeps } from './context';
import { type OnEmail, storeMail } from './inbox';
import { createSchemaRegistry } from './validate';

export interface StartApiOptions {
  db: Db;
  port?: number;
  /** Origins allowed by CORS, e.g. ['http://127.0.0.1:3000']. */
  storefrontOrigins: string[];
  /** '127.0.0.1:PORT' of the Auth emulator. */
  authEmulatorHost: string;
  projectId: string;
  /** Base URL of a shop's storefront, for Multipass URLs, magic links, images and product URLs. */
  storefrontUrl: (shopId: string) => string;
  /** Every email also lands in the inbox table; this sees it too (console, tests). */
  onEmail?: OnEmail;
  /** Clock for expiry checks; tests move it forward. Default: the real time. */
  now?: () => Date;
  /** Bearer token of the merchant admin's calls (/admin/*); without one they all answer 401. */
  adminToken?: string;
}

export interface ApiServer {
  url: string;
  close(): Promise<void>;
}

export async function startApi(opts: StartApiOptions): Promise<ApiServer> {
  const auth = createAuthAdmin({ projectId: opts.projectId, emulatorHost: opts.authEmulatorHost });
  const deps: ApiDeps = {
    db: opts.db,
    auth,
    schemas: createSchemaRegistry(),
    storefrontUrl: opts.storefrontUrl,
    now: opts.now ?? (() => new Date()),
    async sendMail(mail) {
      await storeMail(opts.db, mail);
      try {
        opts.onEmail?.({ to: mail.to, subject: mail.subject, text: mail.text, link: mail.link, code: mail.code });
      } catch (error) {
        console.error('[devstore api] onEmail failed:', error); // a broken listener must not fail the sign-in
      }
    },
  };
  // Compile every schema now: a broken schema fails the start, not the first request.
  for (const name of deps.schemas.names) deps.schemas.get(name);
  // The settings schemas load on the first admin call: most API servers (tests) never get one.
  const admin = { token: opts.adminToken, schemas: settingsSchemas, storefrontOrigins: opts.storefrontOrigins.map((o) => new URL(o).origin) };
  const app = createApiApp(deps, opts.storefrontOrigins, admin);

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: opts.port ?? 0, hostname: '127.0.0.1' }, () => resolve(s));
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;

  let closing: Promise<void> | null = null;
  return {
    url: `http://127.0.0.1:${port}`,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Keep-alive sockets would hold close() open; the callers are done with them.
          if ('closeAllConnections' in server) server.closeAllConnections();
        });
        await auth.close();
      })();
      return closing;
    },
  };
}
