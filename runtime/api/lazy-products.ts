// The runtime's product client, fetched with its first use: a guest's first open shows no product, so the
// batching client and its cache stay out of the panel's first-open chunk (docs/decisions.md).
import type { ApiClient } from './client';
import type { ProductClient, ProductClientOptions } from './products.ts';

export function createLazyProductClient(api: Pick<ApiClient, 'post'>, options: ProductClientOptions = {}): ProductClient {
  let client: Promise<ProductClient> | undefined;
  const get = () => (client ??= import('./products.ts').then((m) => m.createProductClient(api, options)));
  return {
    load: (ref) => get().then((c) => c.load(ref)),
    refreshOnImageError: (ref, image) => get().then((c) => c.refreshOnImageError(ref, image)),
    // Stored entries outlive the page, so clearing fetches the client even when nothing was loaded yet.
    clearCache: () => void get().then((c) => c.clearCache()),
  };
}
