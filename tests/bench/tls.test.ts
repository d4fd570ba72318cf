// The bench's devstore storefront over HTTPS: HTTP/2 for browsers that offer it (as a store's CDN serves), still
// HTTP/1.1 for clients without, and close() returning while a client keeps its connection open.
import { connect } from 'node:http2';
import { get } from 'node:https';
import { afterEach, describe, expect, it } from 'vitest';
import { bindServer, type BoundServer } from '../../devstore/storefront/listen.ts';
import { selfSignedTls } from './tls';

let bound: BoundServer | undefined;
afterEach(async () => {
  await bound?.close();
  bound = undefined;
});

describe('bindServer with TLS', () => {
  it('answers HTTP/2 and HTTP/1.1 clients over HTTPS, and closes with connections open', async () => {
    bound = await bindServer(0, '127.0.0.1', selfSignedTls());
    expect(bound.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    bound.serve((request) => new Response(`hello from ${new URL(request.url).pathname}`, { headers: { 'content-type': 'text/plain' } }));

    const session = connect(bound.url, { rejectUnauthorized: false });
    const h2 = await new Promise<{ status: number; body: string; alpn: string | undefined }>((resolve, reject) => {
      const stream = session.request({ ':path': '/products/x' });
      let status = 0;
      let body = '';
      stream.on('response', (headers) => (status = Number(headers[':status'])));
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (body += chunk));
      stream.on('end', () => resolve({ status, body, alpn: session.alpnProtocol }));
      stream.on('error', reject);
    });
    expect(h2).toEqual({ status: 200, body: 'hello from /products/x', alpn: 'h2' });

    const h1 = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      get(`${bound!.url}/cart.js`, { rejectUnauthorized: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      }).on('error', reject);
    });
    expect(h1).toEqual({ status: 200, body: 'hello from /cart.js' });

    // The HTTP/2 session stays open: close() must not wait for it.
    const closed = bound.close().then(() => 'closed');
    bound = undefined;
    expect(await Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve('still open'), 3000))])).toBe('closed');
    session.destroy();
  });
});
