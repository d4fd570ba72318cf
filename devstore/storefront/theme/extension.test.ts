// The devstore renders the Status app's theme app extension (shopify/extensions/status-theme) with liquidjs:
// the app embed prints exactly the init data buildInitData describes (guest and customer, no secret, the JSON
// form for a strict CSP, a value that would close the script escaped), and the app blocks print the theme
// elements with the attributes their settings map to (and their defaults), only where and when Shopify would.
import { describe, expect, it } from 'vitest';
import { shops } from '../../catalog/index.ts';
import type { Product } from '../../catalog/index.ts';
import { findProductByHandle } from '../../catalog/index.ts';
import type { StorefrontConfig } from '../context.ts';
import { buildInitData, type PageCustomer } from '../init-data.ts';
import { elementsReserveCss } from '../../../runtime/loader/element-styles.ts';
import { FONT_STACKS } from '../../../runtime/dom/look.ts';
import { APP_EMBED, ExtensionRenderer } from './liquid.ts';
import { liquidObjects } from './shopify-objects.ts';

const config = { apiUrl: 'http://127.0.0.1:1', projectId: 'demo-status', authEmulatorHost: '127.0.0.1:2' } as StorefrontConfig;
const shopOf = (id: string) => ({ ...shops.find((s) => s.shopId === id)!, multipassSecret: null }) as any;
const renderer = new ExtensionRenderer();
const product = findProductByHandle('heavyweight-hoodie') as Product;

function initDataOf(markup: string): unknown {
  const inline = /<script>window\.StatusInitData = (.*?);<\/script>/s.exec(markup)?.[1];
  const json = inline ?? /<script type="application\/json" id="status-init-data">(.*?)<\/script>/s.exec(markup)?.[1];
  return JSON.parse(json!);
}

describe('app embed (blocks/status-embed.liquid)', () => {
  const customer: PageCustomer = { customerId: '6000000001', email: 'jane@example.com', firstName: 'Jane', personalizations: { favoriteColor: 'sand' } };

  it.each([
    ['guest on a product page', 'demo-store', null, 'product'],
    ['customer on a collection page', 'demo-store', customer, 'collection'],
    ['German shop, share preview', 'demo-store-de', { ...customer, firstName: null, personalizations: {} }, 'index'],
  ] as const)('prints what buildInitData builds: %s', async (_name, shopId, who, pageType) => {
    const shop = shopOf(shopId);
    const sharePreview = shopId === 'demo-store-de';
    const objects = liquidObjects(config, {
      shop,
      customer: who,
      pageType,
      path: '/',
      product: pageType === 'product' ? { product, selectedVariantId: product.variants[0]!.id } : null,
      collection: pageType === 'collection' ? { id: 42, title: 'Apparel', handle: 'apparel' } : null,
      sharePreview,
    });
    const markup = await renderer.render(APP_EMBED, objects);
    const expected = buildInitData(config, {
      shop,
      customer: who,
      page: { productId: pageType === 'product' ? product.id : null, collectionId: pageType === 'collection' ? 42 : null },
      sharePreview,
    });
    expect(initDataOf(markup)).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(markup).toContain('<script src="/status/status.js" defer></script>');
    expect(markup).toContain(`<style id="status-elements-reserve">${elementsReserveCss()}</style>`);
    const token = (shop.settings.credit as { accessToken?: string } | undefined)?.accessToken;
    if (token) expect(markup).not.toContain(token);
  });

  it('strict CSP setting: init data as JSON, no inline script; a value cannot close the script element', async () => {
    const shop = shopOf('demo-store');
    const evil = { customerId: '1', email: 'x@example.com', firstName: '</script><script>alert(1)</script>' };
    const objects = liquidObjects(config, { shop, customer: evil, pageType: 'index', path: '/', sharePreview: false });
    const markup = await renderer.render(APP_EMBED, objects, { strict_csp: true });
    expect(markup).not.toContain('window.StatusInitData');
    expect(markup.match(/<script/g)).toHaveLength(2); // the JSON and status.js
    expect(markup).not.toContain('</script><script>alert');
    expect((initDataOf(markup) as { customer: { firstName: string } }).customer.firstName).toBe(evil.firstName);
  });
});

describe("app embed's look settings (the theme editor)", () => {
  const theme = async (settings: Record<string, unknown>, look?: Record<string, unknown>) => {
    const base = shopOf('demo-store');
    const shop = look ? { ...base, settings: { ...base.settings, look } } : base;
    const objects = liquidObjects(config, { shop, customer: null, pageType: 'index', path: '/', sharePreview: false });
    return (initDataOf(await renderer.render(APP_EMBED, objects, settings)) as { theme: { widget: unknown; vars: string } }).theme;
  };

  it("lays the editor's accent over the admin's look, with button text that reads on it, for the panel and the elements", async () => {
    const { vars, widget } = await theme({ accent_color: '#f5c400' }, { background: 'dark', accent: '#0b5fff', placement: 'centred' });
    expect(widget).toEqual({ position: 'centred' });
    expect(vars).toMatch(/^--status-bg:#18181b;.*--status-accent:#0b5fff;/);
    // Later declarations win: the editor's yellow, with near-black text (white on yellow fails 4.5:1).
    expect(vars.endsWith(';--status-accent:#f5c400;--status-accent-text:#18181b;--status-brand:#f5c400;--status-brand-text:#18181b')).toBe(true);
    expect((await theme({ accent_color: '#1d3557' })).vars).toContain('--status-accent-text:#ffffff');
  });

  it("sets the editor's font from the look's stacks, or the store's own font, or leaves the admin's", async () => {
    expect((await theme({ font: 'serif' })).vars).toBe(`;--status-font:${FONT_STACKS.serif}`);
    expect((await theme({ font: 'store' }, { font: 'rounded' })).vars).toBe(`--status-font:${FONT_STACKS.rounded};--status-font:initial`);
    expect((await theme({}, { font: 'rounded' })).vars).toBe(`--status-font:${FONT_STACKS.rounded}`);
  });
});

describe('app blocks', () => {
  const objects = (shopId = 'demo-store', pageType = 'product') =>
    liquidObjects(config, { shop: shopOf(shopId), customer: null, pageType, path: '/', product: { product, selectedVariantId: 41 }, sharePreview: false });

  it('collection strip: its defaults, and each setting becomes its attribute', async () => {
    const defaults = await renderer.render('collection-strip', objects());
    expect(defaults).toMatch(/type="recentlyViewed"\s+product-amount="4"\s+heading-alignment="left"\s+carousel="true"\s+show-titles="false"\s+wishlist-button="false"\s+hide-if-empty="false"/);
    expect(defaults).not.toContain('heading=');
    const set = await renderer.render('collection-strip', objects(), {
      type: 'popularToday', product_amount: 8, heading_alignment: 'center', carousel: false, show_titles: true, heading: 'Our "best" <picks>',
    });
    expect(set).toMatch(/type="popularToday"\s+product-amount="8"\s+heading-alignment="center"\s+carousel="false"\s+show-titles="true"/);
    expect(set).toContain('heading="Our &#34;best&#34; &lt;picks&gt;"');
    await expect(renderer.render('collection-strip', objects(), { bogus: 1 })).rejects.toThrow("no setting 'bogus'");
  });

  it('favorite toggle and save button: the product and its selected variant; only on product pages, only with the wishlist on', async () => {
    expect(await renderer.render('favorite-toggle', objects())).toBe(`<status-favorite-toggle product-id="${product.id}" variant-id="41" product-title="Heavyweight Hoodie" ></status-favorite-toggle>`);
    expect(await renderer.render('save-button', objects(), { save_variant: false })).toBe(`<status-save-button product-id="${product.id}" ></status-save-button>`);
    expect(await renderer.render('favorite-toggle', objects('demo-store', 'index'))).toBe('');
    const wishlistOff = objects();
    wishlistOff.app.metafields.status.wishlist_active = new (wishlistOff.app.metafields.status.wishlist_active!.constructor as any)(false);
    expect(await renderer.render('save-button', wishlistOff)).toBe('');
    expect(await renderer.render('saved-items-link', wishlistOff)).toBe('');
    expect(await renderer.render('collection-strip', wishlistOff, { type: 'wishlist' })).toBe('');
  });

  it('login block: heading level setting, and its no-script text in the shop language', async () => {
    expect(await renderer.render('login-block', objects('demo-store', 'index'), { heading_level: '3' })).toContain('<status-login-block heading-level="3"');
    expect(await renderer.render('login-block', objects('demo-store-de', 'index'))).toContain('Aktivieren Sie JavaScript');
  });
});
