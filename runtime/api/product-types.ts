// Wire types of POST /products/batch and the product reference callers pass to the batching client.

/** Product fields the widget renders; the server may send more (compare-at price, availability, …). */
export interface ProductData {
  title: string;
  variantTitle?: string | null;
  image: string | null;
  url: string;
  price?: number | string | null;
  prices?: unknown;
  [field: string]: unknown;
}

/** What a caller asks for. Defaults: size 200 (image size), type 'product', ignoreCache false. */
export interface ProductRef {
  id: string | number;
  size?: number;
  type?: string;
  /** Skips the local cache and asks the server to skip its own cache too. */
  ignoreCache?: boolean;
}

/** One entry of the request body `{ data: { shopId, …, items: [...] } }`. */
export interface ProductBatchRequestItem {
  id: string | number;
  size: number;
  type: string;
  ignoreCache: boolean;
}

/** One entry of the response `{ items: [...] }`; ids the server cannot resolve are simply left out. */
export interface ProductBatchResponseItem {
  id: string | number;
  size: number;
  /** Optional echo; when present it must match the requested type. */
  type?: string;
  data: ProductData;
  /** When the data goes stale: ISO date or epoch milliseconds. Absent: the default lifetime (1 day). */
  cacheUntil?: string | number | null;
}

export interface ProductBatchResponse {
  items: ProductBatchResponseItem[];
}
