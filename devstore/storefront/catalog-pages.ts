// Home, collection and product pages: server-rendered HTML from the seed catalog, prices in the shop's
// currency, and the page ids the widget reads from init data (page.productId / collectionId).
import { Hono, type Context } from 'hono';
import { html, raw } from 'hono/html';
import { collections, findCollection, findProduct, findProductByHandle, localPrice, type Product, type Shop } from '../catalog/index.ts';
import type { StorefrontConfig, StorefrontEnv } from './context.ts';
import { formatMoney, type Messages } from './i18n.ts';
import { renderPage } from './page.ts';

export function shopLocale(shop: Shop): string {
  return `${shop.locale}-${shop.countryCode}`;
}

export function money(shop: Shop, usdCents: number): string {
  return formatMoney(localPrice(usdCents, shop.currencyMultiplier), shop.currency, shopLocale(shop));
}

/** Whether the shop's favorites are on: the theme places the favorite elements only then. */
export function favoritesOn(shop: Shop): boolean {
  return (shop.settings as { wishlist?: { isActive?: unknown } }).wishlist?.isActive === true;
}

/**
 * A product card: the link text names the product, so the image beside it is decorative (alt=""). With
 * favorites on, the theme's heart (<status-favorite-toggle>) sits over the image's corner: the theme's own
 * card snippet places it (an app block cannot go inside a theme's product card).
 */
function productGrid(shop: Shop, list: readonly Product[], t: Messages) {
  const hearts = favoritesOn(shop);
  return html`<ul class="grid">
    ${list.map((p) => {
      const soldOut = p.variants.every((v) => !v.available);
      return html`<li>
        <a class="card" href="/products/${p.handle}">
          <img src="${p.image}" alt="" width="300" height="300" loading="lazy">
          <span class="card-title">${p.title}</span>
        </a>
        <span class="price">${money(shop, p.price)}${soldOut ? ` · ${t.soldOut}` : ''}</span>
        ${hearts ? html`<status-favorite-toggle product-id="${p.id}" product-title="${p.title}"></status-favorite-toggle>` : ''}
      </li>`;
    })}
  </ul>`;
}

export function catalogPages(config: StorefrontConfig): Hono<StorefrontEnv> {
  const app = new Hono<StorefrontEnv>();

  app.get('/', (c) => {
    const shop = c.get('shop');
    const featured = (findCollection('new-in')?.productIds ?? []).map((id) => findProduct(id)).filter((p): p is Product => !!p);
    return renderPage(c, config, {
      title: (t) => t.home,
      // The app's blocks (shopify/extensions/status-theme): the login block under the welcome, a strip at the end.
      template: 'index',
      body: (t, app) => html`<h1>${t.welcome} ${shop.name}</h1>
        <p>${t.tagline}</p>
        <div class="login-area">${raw(app.area('index.login'))}</div>
        <h2>${t.collections}</h2>
        <ul>${collections.map((col) => html`<li><a href="/collections/${col.handle}">${col.title}</a></li>`)}</ul>
        <h2>${t.featured}</h2>
        ${productGrid(shop, featured, t)}
        <div class="strip-area">${raw(app.area('index.footer'))}</div>`,
    });
  });

  app.get('/collections/:handle', (c) => {
    const shop = c.get('shop');
    const handle = c.req.param('handle');
    const collection = findCollection(handle);
    if (collection?.handle !== handle) return notFoundPage(c, config);
    const list = collection.productIds.map((id) => findProduct(id)).filter((p): p is Product => !!p);
    return renderPage(c, config, {
      title: collection.title,
      template: 'collection',
      collection: { id: collection.id, title: collection.title, handle: collection.handle },
      body: (t) => html`<h1>${collection.title}</h1>${productGrid(shop, list, t)}`,
    });
  });

  app.get('/products/:handle', (c) => {
    const shop = c.get('shop');
    const product = findProductByHandle(c.req.param('handle'));
    if (!product) return notFoundPage(c, config);
    const requested = Number(c.req.query('variant'));
    const selected = product.variants.find((v) => v.id === requested) ?? product.variants.find((v) => v.available) ?? product.variants[0]!;
    const single = product.variants.length === 1;
    const anyAvailable = product.variants.some((v) => v.available);
    return renderPage(c, config, {
      title: product.title,
      template: 'product',
      product: { product, selectedVariantId: selected.id },
      body: (t, app) => html`<div class="product">
        <img src="${product.image}" alt="${product.title}" width="600" height="600">
        <div>
          <h1>${product.title}</h1>
          <p class="price">${money(shop, selected.price)}</p>
          <p>${product.description}</p>
          <form method="post" action="/cart/add">
            ${single
              ? html`<input type="hidden" name="id" value="${selected.id}">`
              : html`<div class="field">
                  <label for="variant-select">${t.variant}</label>
                  <select id="variant-select" name="id">
                    ${product.variants.map((v) => html`<option value="${v.id}"${v.id === selected.id ? raw(' selected') : ''}${v.available ? '' : raw(' disabled')}>${v.title} – ${money(shop, v.price)}${v.available ? '' : ` (${t.soldOut})`}</option>`)}
                  </select>
                </div>`}
            <div class="field">
              <label for="quantity-input">${t.quantity}</label>
              <input id="quantity-input" name="quantity" type="number" min="1" value="1" inputmode="numeric">
            </div>
            <div class="buy-row">
              <button class="button" type="submit"${anyAvailable ? '' : raw(' disabled')}>${anyAvailable ? t.addToCart : t.soldOut}</button>
              ${raw(app.area('product.buy-buttons'))}
            </div>
          </form>
          ${raw(app.area('product.info'))}
        </div>
      </div>
      <div class="strip-area">${raw(app.area('product.footer'))}</div>`,
    });
  });

  return app;
}

export function notFoundPage(c: Context<StorefrontEnv>, config: StorefrontConfig) {
  return renderPage(c, config, {
    title: (t) => t.notFound,
    status: 404,
    body: (t) => html`<h1>${t.notFound}</h1><p>${t.notFoundText}</p><p><a href="/">${t.backHome}</a></p>`,
  });
}
