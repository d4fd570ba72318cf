// Handler factories for the Status API as the widget sees it, for feature tests to reuse.
// Bodies follow the wire conventions of runtime/api/client.ts: requests arrive wrapped as
// `{ data: { shopId, customerId?, pageCursor?, ...payload } }`, successes answer plain JSON, failures answer
// `{ error: { code, message } }` with a status > 399.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type {
  ProductBatchRequestItem,
  ProductBatchResponseItem,
  ProductData,
} from '../../runtime/api/product-types';
import { TEST_API } from './server';

export type ApiMethod = 'get' | 'post' | 'put' | 'delete';

/** The `data` object of a wrapped request body. */
export type WrappedData<P = Record<string, unknown>> = { shopId: string; customerId?: string; pageCursor?: string } & P;

/** What a recording handler passes to its `onRequest` callback. */
export interface RecordedRequest<P = Record<string, unknown>> {
  request: Request;
  /** `data` of the wrapped body; undefined for GET or a body that is not JSON. */
  data: WrappedData<P> | undefined;
  /** Raw parsed body. */
  body: unknown;
}

/** Absolute URL of an API path on the test host. */
export function apiUrl(path: string, baseUrl: string = TEST_API): string {
  return `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The API's error body: `{ error: { code, message } }` with the given status. */
export function jsonError(status: number, code: number | string, message: string): HttpResponse<JsonBodyType> {
  return HttpResponse.json({ error: { code, message } }, { status });
}

/** Reads a request's JSON body (if any) into a RecordedRequest. */
export async function readRequest<P = Record<string, unknown>>(request: Request): Promise<RecordedRequest<P>> {
  const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
  let body: unknown;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    body = text;
  }
  const data = typeof body === 'object' && body !== null ? (body as { data?: WrappedData<P> }).data : undefined;
  return { request, data, body };
}

/**
 * Answers `method path` with `response` (a JSON body, or a function of the recorded request returning a body
 * or a ready Response such as jsonError(...)). `onRequest` sees every request, for counting and asserting.
 */
export function jsonHandler<P = Record<string, unknown>>(
  method: ApiMethod,
  path: string,
  response: JsonBodyType | ((req: RecordedRequest<P>) => JsonBodyType | Response | Promise<JsonBodyType | Response>),
  onRequest?: (req: RecordedRequest<P>) => void,
  baseUrl: string = TEST_API,
) {
  return http[method](apiUrl(path, baseUrl), async ({ request }) => {
    const recorded = await readRequest<P>(request);
    onRequest?.(recorded);
    const result = typeof response === 'function' ? await response(recorded) : response;
    return result instanceof Response ? result : HttpResponse.json(result);
  });
}

/** A request that never gets a response: the client sees a network failure. */
export function networkErrorHandler(method: ApiMethod, path: string, baseUrl: string = TEST_API) {
  return http[method](apiUrl(path, baseUrl), () => HttpResponse.error());
}

/** One catalogue entry: the product data, optionally with the `cacheUntil` the server would send. */
export type CatalogEntry = ProductData | { data: ProductData; cacheUntil?: string | number | null };

/**
 * Products known to the fake server, by id (as a string). A function catalogue answers per requested item;
 * returning undefined leaves the item out of the response (an unknown product).
 */
export type ProductCatalog =
  | Record<string, CatalogEntry>
  | ((item: ProductBatchRequestItem) => CatalogEntry | undefined);

/** POST /products/batch answering from `catalog`; `onRequest` receives the requested items of each batch. */
export function productsBatchHandler(
  catalog: ProductCatalog,
  onRequest?: (items: ProductBatchRequestItem[], req: RecordedRequest<{ items: ProductBatchRequestItem[] }>) => void,
  baseUrl: string = TEST_API,
) {
  return jsonHandler<{ items: ProductBatchRequestItem[] }>(
    'post',
    '/products/batch',
    ({ data }) => {
      const items = data?.items ?? [];
      const found: ProductBatchResponseItem[] = [];
      for (const item of items) {
        const entry = typeof catalog === 'function' ? catalog(item) : catalog[String(item.id)];
        if (!entry) continue;
        const { data, cacheUntil } = unwrapEntry(entry);
        found.push({ id: item.id, size: item.size, type: item.type, data, ...(cacheUntil != null ? { cacheUntil } : {}) });
      }
      return { items: found } as unknown as JsonBodyType;
    },
    (req) => onRequest?.(req.data?.items ?? [], req),
    baseUrl,
  );
}

/** A product with readable defaults, for catalogues: product('42') → title 'Product 42', image …/42.jpg. */
export function product(id: string | number, overrides: Partial<ProductData> = {}): ProductData {
  return {
    title: `Product ${id}`,
    variantTitle: null,
    image: `https://cdn.test/products/${id}.jpg`,
    url: `/products/product-${id}`,
    price: '10.00',
    ...overrides,
  };
}

function unwrapEntry(entry: CatalogEntry): { data: ProductData; cacheUntil?: string | number | null } {
  const inner: unknown = entry.data;
  const wrapped = typeof inner === 'object' && inner !== null && 'title' in inner;
  return wrapped ? (entry as { data: ProductData; cacheUntil?: string | number | null }) : { data: entry as ProductData };
}
