// One line per test file gives it an msw server with the usual lifecycle:
//   const server = createTestServer(productsBatchHandler(catalog));
// Unhandled requests fail the test, handlers added with server.use() are reset after each test.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer, type SetupServer } from 'msw/node';
import type { RequestHandler } from 'msw';

/** Base URL the API client points at in tests; every handler factory defaults to it. */
export const TEST_API = 'https://api.test';

export function createTestServer(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
