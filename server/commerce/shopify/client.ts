// One shop's Admin API over Shopify's own client (@shopify/admin-api-client): requests by operation name
// (documents.ts), typed by generated.ts. What it adds: THROTTLED answers are retried after the wait their throttle
// status gives (the request's cost minus what the bucket holds, at the bucket's restore rate), and every other
// failure becomes a CommerceError. userErrors are the caller's (commerce.ts), since each payload names them.
// Retries and timeouts (docs/scaling.md, "Shopify slow or failing"): Shopify's client sends a 429 or 503 once
// more a second later; a 429 or THROTTLED is retried here up to 4 times; and one deadline (10 s) bounds the
// whole request, retries and waits included: a wait that would pass it gives up at once (503 store_busy), and a
// Shopify that does not answer is given up on at the deadline (plus the client's 1 s retry pause: 11 s).
import { type AdminApiClient, createAdminApiClient } from '@shopify/admin-api-client';
import { CommerceError, CommerceThrottledError } from '../types';
import { OPERATIONS, type OperationName } from './documents';
import type { Operations } from './generated';
import { ADMIN_API_VERSION } from './schema';

/** Shopify's `extensions.cost` on every Admin API answer. */
export interface QueryCost {
  requestedQueryCost: number;
  actualQueryCost: number | null;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
}

export type FetchLike = (url: string, init?: { method?: string; headers?: HeadersInit; body?: string; signal?: AbortSignal; keepalive?: boolean }) => Promise<Response>;

export interface ShopifyAdminOptions {
  /** The shop's myshopify domain, e.g. demo-store.myshopify.com. */
  shopDomain: string;
  /** The app's Admin API access token for that shop. */
  accessToken: string;
  apiVersion?: string;
  /** Used instead of the global fetch (the devstore's stand-in, tests). */
  fetch?: FetchLike;
  /** THROTTLED answers retried at most this often per request. Default 4. */
  maxThrottleRetries?: number;
  /** Shortest wait before a retry, ms (also when the status says the bucket already holds enough). Default 100. */
  minRetryWaitMs?: number;
  /** Longest wait the throttle status may ask for before we give up instead, ms. Default 30 000. */
  maxRetryWaitMs?: number;
  /** Called with each answer's cost, throttled ones included (metrics, tests). */
  onCost?: (operation: OperationName, cost: QueryCost) => void;
  sleep?: (ms: number) => Promise<void>;
  /** The whole request, its retries and waits included, ms. Default 10 000. */
  timeoutMs?: number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface GraphQLErrorLike {
  message: string;
  extensions?: { code?: string; [key: string]: unknown };
  path?: (string | number)[];
}

export class ShopifyAdmin {
  private readonly client: AdminApiClient;
  private readonly options: Required<Pick<ShopifyAdminOptions, 'maxThrottleRetries' | 'minRetryWaitMs' | 'maxRetryWaitMs' | 'timeoutMs'>> &
    ShopifyAdminOptions;

  constructor(options: ShopifyAdminOptions) {
    this.options = { maxThrottleRetries: 4, minRetryWaitMs: 100, maxRetryWaitMs: 30_000, timeoutMs: 10_000, ...options };
    this.client = createAdminApiClient({
      storeDomain: options.shopDomain,
      apiVersion: options.apiVersion ?? ADMIN_API_VERSION,
      accessToken: options.accessToken,
      userAgentPrefix: 'Status',
      // The client retries 429 and 503 answers once, a second apart; THROTTLED (a 200) is ours below.
      retries: 1,
      ...(options.fetch ? { customFetchApi: options.fetch } : {}),
    });
  }

  async request<N extends OperationName>(operation: N, variables: Operations[N]['variables']): Promise<Operations[N]['result']> {
    const sleep = this.options.sleep ?? defaultSleep;
    const deadline = Date.now() + this.options.timeoutMs;
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    for (let attempt = 0; ; attempt++) {
      const response = await this.client.request<Operations[N]['result']>(OPERATIONS[operation], {
        variables: variables as Record<string, unknown>,
        signal,
      });
      const cost = readCost(response.extensions?.cost);
      if (cost) this.options.onCost?.(operation, cost);
      const errors = response.errors;
      if (!errors) {
        if (response.data === undefined || response.data === null) throw new CommerceError(`${operation}: no data in Shopify's answer`, 'no_data');
        return response.data;
      }
      const graphQLErrors = (errors.graphQLErrors ?? []) as GraphQLErrorLike[];
      if (graphQLErrors.some((e) => e.extensions?.code === 'THROTTLED') || errors.networkStatusCode === 429) {
        const waitMs = this.throttleWait(cost, errors.response?.headers.get('retry-after') ?? null);
        if (attempt >= this.options.maxThrottleRetries || waitMs > this.options.maxRetryWaitMs || Date.now() + waitMs >= deadline) {
          throw new CommerceThrottledError(`${operation}: throttled by Shopify after ${attempt + 1} attempts`, waitMs);
        }
        await sleep(waitMs);
        continue;
      }
      if (graphQLErrors.length) {
        const codes = [...new Set(graphQLErrors.map((e) => e.extensions?.code).filter((c): c is string => typeof c === 'string'))];
        throw new CommerceError(
          `${operation}: ${graphQLErrors.map((e) => e.message).join('; ')}`,
          codes.length === 1 ? codes[0]!.toLowerCase() : 'graphql_error',
          graphQLErrors,
        );
      }
      const status = errors.networkStatusCode;
      const code = status === 401 || status === 403 ? 'unauthorized' : status ? `http_${status}` : signal.aborted ? 'timeout' : 'network';
      throw new CommerceError(`${operation}: ${errors.message ?? 'no answer from Shopify'}`, code, [errors.message]);
    }
  }

  /** How long until the bucket holds the request's cost again: Shopify's leaky bucket restores `restoreRate`
   *  points a second. Without a status (a 429), Retry-After or a second. */
  private throttleWait(cost: QueryCost | null, retryAfter: string | null): number {
    const { minRetryWaitMs } = this.options;
    if (!cost) {
      const seconds = retryAfter ? Number(retryAfter) : NaN;
      return Math.max(minRetryWaitMs, Number.isFinite(seconds) ? seconds * 1000 : 1000);
    }
    const { currentlyAvailable, restoreRate } = cost.throttleStatus;
    const missing = cost.requestedQueryCost - currentlyAvailable;
    if (restoreRate <= 0) return Number.POSITIVE_INFINITY;
    return Math.max(minRetryWaitMs, Math.ceil((missing / restoreRate) * 1000));
  }
}

function readCost(value: unknown): QueryCost | null {
  if (!value || typeof value !== 'object') return null;
  const cost = value as Partial<QueryCost>;
  const status = cost.throttleStatus;
  if (typeof cost.requestedQueryCost !== 'number' || !status || typeof status.currentlyAvailable !== 'number' || typeof status.restoreRate !== 'number') {
    return null;
  }
  return {
    requestedQueryCost: cost.requestedQueryCost,
    actualQueryCost: typeof cost.actualQueryCost === 'number' ? cost.actualQueryCost : null,
    throttleStatus: { maximumAvailable: Number(status.maximumAvailable), currentlyAvailable: status.currentlyAvailable, restoreRate: status.restoreRate },
  };
}
