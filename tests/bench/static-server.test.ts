import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, STORE_PAGE_ELEMENTS, type StaticServer } from './static-server';

describe('bench static server: the product page', () => {
  let server: StaticServer;
  beforeAll(async () => {
    server = await startStaticServer();
  });
  afterAll(() => server.close());

  // The page's start tags, the widget's markup left out (the theme's script adds ~20 elements of its own when it
  // runs; the tags in its strings count here instead).
  const elements = async (query: string): Promise<number> => {
    const html = await (await fetch(`${server.origin}/products/aurora-jacket?widget=off${query}`)).text();
    return html.match(/<[a-z][a-z0-9]*[\s>]/g)?.length ?? 0;
  };

  it("`?size=store` holds a store's product page of elements, the bench's own page a small share of that", async () => {
    const store = await elements('&size=store');
    expect(Math.abs(store - STORE_PAGE_ELEMENTS) / STORE_PAGE_ELEMENTS).toBeLessThan(0.1);
    expect(await elements('')).toBeLessThan(STORE_PAGE_ELEMENTS / 5);
  });

  it('`?size=store` keeps the widget, `widget=off` strips it', async () => {
    const page = await (await fetch(`${server.origin}/products/aurora-jacket?size=store`)).text();
    expect(page).toContain('<!-- status:widget -->');
    expect(page).toContain('class="review"');
    expect(await (await fetch(`${server.origin}/products/aurora-jacket?size=store&widget=off`)).text()).not.toContain('<!-- status:widget -->');
  });
});
