// The part of autocannon 8's API the load test uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: Request[];
    initialContext?: Record<string, unknown>;
  }

  export interface Result {
    requests: { total: number; average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    duration: number;
  }

  export interface Instance extends EventEmitter {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): this;
    on(event: 'reqError', listener: (error: Error) => void): this;
    on(event: 'done', listener: (result: Result) => void): this;
    stop(): void;
  }

  function autocannon(options: Options, callback?: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
