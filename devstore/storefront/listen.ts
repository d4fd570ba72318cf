// Binds the storefront's socket before its app exists: the API must know the storefront origin (CORS, login
// return URLs) before it starts, and with port 0 that origin is only known once the socket is bound.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';

type Fetch = (request: Request) => Response | Promise<Response>;
type Listener = (req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse) => Promise<void>;

/** A key and certificate (PEM) to serve HTTPS with HTTP/2, as a store's CDN does; HTTP/1.1 stays for clients without. */
export interface StorefrontTls {
  key: string;
  cert: string;
}

export interface BoundServer {
  /** `http://127.0.0.1:<port>` (`https://` with TLS) */
  url: string;
  port: number;
  /** Starts answering requests with this handler (until then: 503). */
  serve(fetch: Fetch): void;
  close(): Promise<void>;
}

export async function bindServer(port = 0, hostname = '127.0.0.1', tls?: StorefrontTls): Promise<BoundServer> {
  let listener: Listener | undefined;
  const handle = (req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse): void => {
    if (listener) return void listener(req, res);
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1' }).end('Starting…');
  };
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, handle) : createServer(handle);
  // Browsers keep connections alive: close() drops them so it returns promptly.
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
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
    url: `${tls ? 'https' : 'http'}://${hostname}:${bound}`,
    port: bound,
    serve(fetch) {
      listener = getRequestListener(fetch) as Listener;
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}
