// The showAllProducts setting in the panel: off (the default), recently viewed and popular today (strips and their
// collection pages) leave out products the API says are not available; on, they show every product.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/render-app.tsx';
import { jsonHandler, product, productsBatchHandler } from '../../tests/msw/handlers.ts';
import { createTestServer } from '../../tests/msw/server.ts';
import { foryouPlugin } from './index.ts';

const server = createTestServer();
const SOLD_OUT = new Set([2, 12]);

async function open(hash: string, settings: Record<string, unknown> = {}) {
  localStorage.clear();
  server.use(
    jsonHandler('post', '/init/for-you', { recentlyViewed: [1, 2, 3], popularToday: [11, 12, 13] }),
    productsBatchHandler((item) => product(item.id, { title: `Product ${item.id}`, available: !SOLD_OUT.has(Number(item.id)) })),
  );
  await renderWithRuntime({ builtins: false, plugins: [foryouPlugin], initData: { settings }, open: hash });
}

const titles = (element: HTMLElement) => [...element.querySelectorAll('.status-product-title')].map((node) => node.textContent);

describe('showAllProducts', { timeout: 15_000 }, () => {
  it('off by default: sold-out products are left out of recently viewed and popular today', async () => {
    await open('#status');
    const recent = await screen.findByRole('region', { name: 'Recently viewed' }, { timeout: 3000 });
    const popular = await screen.findByRole('region', { name: 'Popular today' });
    await vi.waitFor(() => expect(titles(popular)).toEqual(['Product 11', 'Product 13']), { timeout: 3000 });
    expect(titles(recent)).toEqual(['Product 1', 'Product 3']);
    // No empty places: the left-out cards' list items take no room.
    expect([...within(recent).getAllByRole('listitem')].filter((item) => item.childElementCount > 0)).toHaveLength(2);
  });

  it('on: every product, sold out or not, on the strips and the collection page', async () => {
    await open('#status', { showAllProducts: { isActive: true } });
    const popular = await screen.findByRole('region', { name: 'Popular today' }, { timeout: 3000 });
    await vi.waitFor(() => expect(titles(popular)).toEqual(['Product 11', 'Product 12', 'Product 13']), { timeout: 3000 });
  });

  it('the collection page follows it too', async () => {
    await open('#status-collection:popularToday');
    await vi.waitFor(() => expect(titles(document.body)).toEqual(['Product 11', 'Product 13']), { timeout: 3000 });
  });
});
