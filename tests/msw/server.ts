// One line per test file gives it an msw server with the usual lifecycle:
//   const server = createTestServer(productsBatchHandler(catalog));
// Unhandled requests fail the test, handlers added with server.use() are reset after each test.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer, type SetupServer } from 'msw/node';
import type { RequestHandler } from 'msw';

export { TEST_API } from '../../runtime/testing/test-api.ts';

export function createTestServer(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
