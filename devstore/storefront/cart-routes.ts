// Shopify's AJAX cart API (/cart.js, /cart/add.js, /cart/change.js, /cart/update.js, /cart/clear.js) and the
// plain form posts a theme makes (/cart/add …, answered with a redirect to /cart), plus the /cart page.
import { Hono, type Context } from 'hono';
import { html, raw } from 'hono/html';
import { getCookie, setCookie } from 'hono/cookie';
import { cartJson, lineItemJson } from './cart-json.ts';
import { formatMoney } from './i18n.ts';
import { CartError, type AddItem, type Cart } from './cart-store.ts';
import { shopLocale } from './catalog-pages.ts';
import type { StorefrontConfig, StorefrontEnv } from './context.ts';
import { CART_COOKIE, renderPage } from './page.ts';
import { readBody } from './request-body.ts';

type Body = Awaited<ReturnType<typeof readBody>>;

const text = (value: unknown): string | undefined =>
  value === undefined || value === null || value === '' ? undefined : String(value);

function quantity(value: unknown, fallback: number): number {
  return value === undefined || value === null || value === '' ? fallback : Number(value);
}

function properties(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
}

function addItems(body: Body): AddItem[] {
  const list = Array.isArray(body.items) ? body.items : body.id !== undefined ? [body] : [];
  return list.map((raw) => {
    const item = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const props = properties(item.properties);
    return { id: text(item.id) ?? '', quantity: quantity(item.quantity, 1), ...(props ? { properties: props } : {}) };
  });
}

function numberMap(value: unknown): Record<string, number> | number[] | undefined {
  if (Array.isArray(value)) return value.map((q) => Number(q));
  if (!value || typeof value !== 'object') return undefined;
  return Object.fromEntries(Object.entries(value).map(([k, q]) => [k, Number(q)]));
}

export function cartRoutes(config: StorefrontConfig): Hono<StorefrontEnv> {
  const app = new Hono<StorefrontEnv>();
  const { carts } = config;

  /** The request's cart (created on first use, its token kept in the `cart` cookie like Shopify's). */
  function cartOf(c: Context<StorefrontEnv>): Cart {
    const token = getCookie(c, CART_COOKIE);
    const cart = carts.get(token, c.get('shop').shopId);
    if (cart.token !== token) setCookie(c, CART_COOKIE, cart.token, { path: '/', sameSite: 'Lax' });
    return cart;
  }

  const origin = (c: Context<StorefrontEnv>) => new URL(c.req.url).origin;
  // The shop carries currency and currencyMultiplier: cart prices are in the shop's currency.
  const fullCart = (c: Context<StorefrontEnv>, cart: Cart) => c.json(cartJson(cart, c.get('shop'), origin(c)));

  /** `.js` answers JSON (errors in Shopify's shape); the form post redirects to /cart or shows the error there. */
  function action(name: string, run: (c: Context<StorefrontEnv>, cart: Cart, body: Body) => Response | Promise<Response>) {
    const handle = (json: boolean) => async (c: Context<StorefrontEnv>) => {
      const cart = cartOf(c);
      const body = await readBody(c);
      try {
        const response = await run(c, cart, body);
        return json ? response : c.redirect('/cart', 302);
      } catch (error) {
        if (!(error instanceof CartError)) throw error;
        return json ? c.json(error.toJSON(), error.status as 400) : cartPage(c, cart, error.description);
      }
    };
    app.post(`/cart/${name}.js`, handle(true));
    app.post(`/cart/${name}`, handle(false));
  }

  app.get('/cart.js', (c) => fullCart(c, cartOf(c)));
  app.get('/cart', (c) => cartPage(c, cartOf(c)));

  action('add', (c, cart, body) => {
    const lines = carts.add(cart, addItems(body));
    const items = lines.map((line) => lineItemJson(line, c.get('shop'), origin(c)));
    return Array.isArray(body.items) ? c.json({ items }) : c.json(items[0]);
  });

  action('change', (c, cart, body) => {
    const line = body.line === undefined ? undefined : Number(body.line);
    const props = properties(body.properties);
    carts.change(cart, { ...(text(body.id) ? { id: text(body.id) } : {}), ...(line ? { line } : {}) }, quantity(body.quantity, NaN), props);
    return fullCart(c, cart);
  });

  action('update', (c, cart, body) => {
    const attributes = body.attributes && typeof body.attributes === 'object' && !Array.isArray(body.attributes)
      ? Object.fromEntries(Object.entries(body.attributes).map(([k, v]) => [k, v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v)]))
      : undefined;
    const updates = numberMap(body.updates);
    carts.update(cart, {
      ...(updates ? { updates } : {}),
      ...(attributes ? { attributes } : {}),
      ...(typeof body.note === 'string' ? { note: body.note } : {}),
    });
    return fullCart(c, cart);
  });

  action('clear', (c, cart) => {
    carts.clear(cart);
    return fullCart(c, cart);
  });

  function cartPage(c: Context<StorefrontEnv>, cart: Cart, error?: string) {
    const shop = c.get('shop');
    const json = cartJson(cart, shop, origin(c));
    const format = (cents: number) => formatMoney(cents, shop.currency, shopLocale(shop));
    return renderPage(c, config, {
      title: (t) => t.yourCart,
      ...(error ? { status: 422 as const } : {}),
      template: 'cart',
      body: (t, app) => html`<h1>${t.yourCart}</h1>
        ${error ? html`<p role="alert">${error}</p>` : ''}
        ${json.items.length === 0
          ? html`<p>${t.emptyCart}</p>`
          : html`<table>
              <thead><tr><th scope="col">${t.product}</th><th scope="col">${t.quantity}</th><th scope="col">${t.price}</th></tr></thead>
              <tbody>${json.items.map((item) => html`<tr>
                <td><a href="${item.url}">${item.title}</a></td>
                <td>${item.quantity}</td>
                <td>${format(item.line_price)}</td>
              </tr>`)}</tbody>
              <tfoot><tr><th scope="row" colspan="2">${t.total}</th><td>${format(json.total_price)}</td></tr></tfoot>
            </table>`}
        <div class="strip-area">${raw(app.area('cart.footer'))}</div>`,
    });
  }

  return app;
}
