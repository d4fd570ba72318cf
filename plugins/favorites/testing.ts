// The favorites tests' fake wishlist on msw: products titled "Sweater <id>", the list of favorites and removing
// one by id, over the test's own list (each test file adds its own way of saving).
import { jsonHandler, product, productsBatchHandler, type RecordedRequest } from '../../tests/msw/handlers.ts';

export interface Item {
  id: string;
  productId: number;
  variantId: number | null;
}

/** The handlers; `list` reads and replaces the test's favorites, `record` sees each call. */
export function wishlistHandlers(list: { get(): Item[]; set(items: Item[]): void }, record: (req: RecordedRequest) => void) {
  return [
    productsBatchHandler((item) => product(item.id, { title: `Sweater ${item.id}` })),
    jsonHandler('post', '/saved/wishlist/items', () => ({ items: list.get() }), record),
    jsonHandler('delete', '/saved/wishlist/:id', ({ request }) => {
      const id = new URL(request.url).pathname.split('/').pop();
      list.set(list.get().filter((f) => f.id !== id));
      return { deleted: 1 };
    }, record),
  ];
}
