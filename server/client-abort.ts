// A client that closes its connection before its request body has arrived (a closed tab, a lost network, a
// cancelled upload) makes reading the body fail with Node's 'aborted' error. That is the client's doing, not a
// fault of the server, and nobody is left to answer: the API and the storefront log one line for it, no stack.

/**
 * True when `error` is the request's body failing because the client went away: Node's http server destroys the
 * incoming body with Error('aborted', code ECONNRESET), or the request's signal was aborted with this very error.
 * Any other error, even after the client left, is still a fault worth its stack.
 */
export function isClientAbort(error: unknown, request: Request): boolean {
  if (request.signal?.aborted && error === request.signal.reason) return true;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return error instanceof Error && code === 'ECONNRESET' && message === 'aborted';
}

/** The line logged for an aborted request: who logs, the method and the path. */
export function clientAbortLine(source: string, method: string, path: string): string {
  return `${source} ${method} ${path}: the client closed the connection before the request body ended (nothing answered)`;
}
