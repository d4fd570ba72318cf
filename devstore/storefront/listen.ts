// Binds the storefront's socket before its app exists: the API must know the storefront origin (CORS, login
// return URLs) before it starts, and with port 0 that origin is only known once the socket is bound.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';

type Fetch = (request: Request) => Response | Promise<Response>;

export interface BoundServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** Starts answering requests with this handler (until then: 503). */
  serve(fetch: Fetch): void;
  close(): Promise<void>;
}

export async function bindServer(port = 0, hostname = '127.0.0.1'): Promise<BoundServer> {
  let listener: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;
  const server = createServer((req, res) => {
    if (listener) return void listener(req, res);
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1' }).end('Starting…');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://${hostname}:${bound}`,
    port: bound,
    serve(fetch) {
      listener = getRequestListener(fetch);
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve());
        // Browsers keep connections alive; drop them so close() returns promptly.
        server.closeAllConnections();
      });
    },
  };
}
