// The product card: price in the shop's currency (Intl, currencyMultiplier), the
// link, the image retry, and the batching client under it (one request for many cards, none on a hit).
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProductBatchRequestItem } from '../../api/product-types.ts';
import { product, productsBatchHandler, type ProductCatalog } from '../../../tests/msw/handlers.ts';
import { createTestServer } from '../../../tests/msw/server.ts';
import { renderWithRuntime, settle } from '../../../tests/render-app.tsx';
import { ProductCard } from './ProductCard.tsx';
import { ProductGrid } from './ProductGrid.tsx';
import { ProductStrip } from './ProductStrip.tsx';
import { productPrice } from '../../dom/price.ts';

const server = createTestServer();

function serve(catalog: ProductCatalog) {
  const batches: ProductBatchRequestItem[][] = [];
  server.use(productsBatchHandler(catalog, (items) => void batches.push(items)));
  return batches;
}

const waitForText = (text: string) => vi.waitFor(() => expect(screen.getByText(text)).toBeVisible());

describe('price (shop currency, Intl)', () => {
  const eur = { language: 'de', countryCode: 'DE', currency: 'EUR', currencyMultiplier: 0.9 };

  it('formats the prices entry in the shop currency', () => {
    const text = productPrice({ price: '99.00', prices: [{ price: { currencyCode: 'USD', amount: '99.00' } }, { price: { currencyCode: 'EUR', amount: '89.10' } }] }, eur);
    expect(text).toBe(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(89.1));
    expect(text).toMatch(/89,10\s€/);
  });

  it('multiplies a base-currency amount by the currencyMultiplier', () => {
    expect(productPrice({ price: 100 }, eur)).toMatch(/90,00\s€/);
    expect(productPrice({ price: '20' }, { language: 'en', countryCode: 'US', currency: 'USD' })).toBe('$20.00');
    expect(productPrice({ price: 12.5 }, { language: 'en', countryCode: 'GB', currency: 'GBP', currencyMultiplier: 2 })).toBe('£25.00');
  });

  it('shows a server-formatted price as is, and nothing without a price', () => {
    expect(productPrice({ price: '€89,10' }, eur)).toBe('€89,10');
    expect(productPrice({}, eur)).toBeNull();
  });

  it('survives an unknown currency code', () => {
    expect(productPrice({ price: 5 }, { language: 'en', currency: 'not a code' })).toBe('5.00 not a code');
  });
});

describe('ProductCard', () => {
  it('shows image, title, variant and price in the shop currency, and links to the product', async () => {
    serve({ '7': product(7, { title: 'Aurora Jacket', variantTitle: 'M / Navy', url: 'https://shop.test/products/aurora?variant=3', prices: [{ price: { currencyCode: 'EUR', amount: '149.00' } }] }) });
    const { container } = await renderWithRuntime({
      builtins: false,
      initData: { locale: { language: 'de', countryCode: 'DE', currency: 'EUR', currencyMultiplier: 0.9 } },
      ui: <ProductCard product={7} />,
    });
    expect(container.querySelector('[data-loading]')).toBeTruthy(); // skeleton first
    await waitForText('Aurora Jacket');
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://shop.test/products/aurora?variant=3');
    expect(link.textContent).toContain('M / Navy');
    expect(link.textContent).toMatch(/149,00\s€/);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://cdn.test/products/7.jpg');
    expect(img.getAttribute('alt')).toBe(''); // the title names the link
  });

  it('does not link to a javascript: URL from the API', async () => {
    serve({ '8': product(8, { url: 'javascript:alert(1)' }) });
    await renderWithRuntime({ builtins: false, ui: <ProductCard product={8} /> });
    await waitForText('Product 8');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('renders nothing for a product the API does not know', async () => {
    serve({});
    const onMissing = vi.fn();
    const { container } = await renderWithRuntime({ builtins: false, ui: <ProductCard product={404} onMissing={onMissing} /> });
    await vi.waitFor(() => expect(container.querySelector('.status-product')).toBeNull());
    expect(onMissing).toHaveBeenCalledOnce();
  });

  it('a failed image refreshes the data, retries ignoring the API cache after 250 ms, then gives up', async () => {
    const batches = serve({ '9': product(9) }); // the image never changes
    const { container } = await renderWithRuntime({ builtins: false, ui: <ProductCard product={9} /> });
    await waitForText('Product 9');
    expect(batches).toHaveLength(1);
    fireEvent.error(container.querySelector('img')!);
    // The refresh (a fresh request, cache not ignored), then, the image being the same, one ignoring the cache.
    await vi.waitFor(() => expect(batches).toHaveLength(3), { timeout: 2000 });
    expect(batches[1]).toEqual([expect.objectContaining({ id: 9, ignoreCache: false })]);
    expect(batches[2]).toEqual([expect.objectContaining({ id: 9, ignoreCache: true })]);
    await vi.waitFor(() => expect(container.querySelector('img')).toBeTruthy());
    fireEvent.error(container.querySelector('img')!); // the retried image fails too: a plain tile, no more requests
    await settle(300);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Product 9')).toBeVisible();
    expect(batches).toHaveLength(3);
  });

  it('a refreshed image with a new URL is shown at once', async () => {
    let version = 1;
    const batches = serve(() => product(10, { image: `https://cdn.test/10-v${version}.jpg` }));
    const { container } = await renderWithRuntime({ builtins: false, ui: <ProductCard product={10} /> });
    await waitForText('Product 10');
    version = 2;
    fireEvent.error(container.querySelector('img')!);
    await vi.waitFor(() => expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.test/10-v2.jpg'));
    expect(batches).toHaveLength(2); // no ignore-cache round: the image changed
  });
});

describe('ProductStrip and ProductGrid', () => {
  it('one batch request for the whole strip, at most N cards, a View all link; none on a cache hit', async () => {
    const batches = serve(Object.fromEntries(Array.from({ length: 10 }, (_, i) => [String(i + 1), product(i + 1)])));
    const ids = Array.from({ length: 10 }, (_, i) => i + 1);
    const { runtime, rerender } = await renderWithRuntime({
      builtins: false,
      ui: <ProductStrip heading="Recently viewed" products={null} viewAllHash="#status-collection:recentlyViewed" />,
    });
    expect(screen.getByRole('region', { name: 'Recently viewed' }).querySelectorAll('[data-loading]')).toHaveLength(4);
    const { RuntimeProvider } = await import('../context.tsx');
    rerender(
      <RuntimeProvider runtime={runtime}>
        <ProductStrip heading="Recently viewed" products={ids} max={8} viewAllHash="#status-collection:recentlyViewed" />
      </RuntimeProvider>,
    );
    await waitForText('Product 8');
    expect(screen.queryByText('Product 9')).toBeNull();
    expect(batches).toHaveLength(1);
    expect(batches[0]!.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(screen.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('#status-collection:recentlyViewed');

    rerender(
      <RuntimeProvider runtime={runtime}>
        <ProductGrid products={ids} max={4} />
      </RuntimeProvider>,
    );
    await waitForText('Product 4');
    expect(batches).toHaveLength(1); // all cached
    expect(screen.getByRole('img', { name: '6 more products' }).textContent).toBe('+6');
  });

  it('an empty strip is hidden', async () => {
    const { container } = await renderWithRuntime({ builtins: false, ui: <ProductStrip heading="Recently viewed" products={[]} /> });
    expect(container.innerHTML).toBe('');
  });
});
