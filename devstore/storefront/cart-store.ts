// Carts the way Shopify's AJAX cart API keeps them: lines keyed by variant + properties, attributes, a note,
// identified by a token (the `cart` cookie). Kept in memory: a restart empties carts, like an expired cookie.
import { createHash, randomBytes } from 'node:crypto';
import { findVariant, type Product, type Variant } from '../catalog/index.ts';

export interface CartVariantInfo {
  product: Product;
  variant: Variant;
}

export interface CartLine {
  key: string;
  variantId: string;
  quantity: number;
  properties: Record<string, string>;
}

export interface Cart {
  token: string;
  shopId: string;
  lines: CartLine[];
  attributes: Record<string, string>;
  note: string | null;
}

/** A Shopify-style cart error: the JSON body and its HTTP status. */
export class CartError extends Error {
  constructor(readonly status: number, readonly description: string, readonly kind: 'cart' | 'bad_request' = 'cart') {
    super(description);
  }

  toJSON() {
    return this.kind === 'bad_request'
      ? { status: 'bad_request', message: 'Parameter Missing or Invalid', description: this.description }
      : { status: this.status, message: 'Cart Error', description: this.description };
  }
}

export interface AddItem {
  id: string;
  quantity: number;
  properties?: Record<string, string>;
}

function lineKey(variantId: string, properties: Record<string, string>): string {
  const sorted = Object.keys(properties).sort().map((k) => [k, properties[k]]);
  return `${variantId}:${createHash('md5').update(JSON.stringify(sorted)).digest('hex')}`;
}

export function displayTitle(info: CartVariantInfo): string {
  const { product, variant } = info;
  return variant.title && variant.title !== 'Default Title' ? `${product.title} - ${variant.title}` : product.title;
}

export function createCartStore() {
  const carts = new Map<string, Cart>();

  function variantOrThrow(variantId: string): CartVariantInfo {
    const info = findVariant(variantId);
    if (!info) throw new CartError(404, 'Cannot find variant');
    return info;
  }

  /** Sold out and stock limits, counted over every line of the variant (lines differ by properties). */
  function checkStock(cart: Cart, info: CartVariantInfo, wanted: number): void {
    const title = displayTitle(info);
    if (!info.variant.available) throw new CartError(422, `The product '${title}' is already sold out.`);
    const limit = info.variant.inventory;
    if (limit === undefined || wanted <= limit) return;
    const inCart = quantityOf(cart, String(info.variant.id));
    throw new CartError(422, inCart >= limit ? `All ${limit} ${title} are in your cart.` : `You can only add ${limit} ${title} to the cart.`);
  }

  function quantityOf(cart: Cart, variantId: string, exceptKey?: string): number {
    return cart.lines.filter((l) => l.variantId === variantId && l.key !== exceptKey).reduce((n, l) => n + l.quantity, 0);
  }

  /** Adds all items or none (Shopify rejects the whole request on one bad item). Returns the touched lines. */
  function add(cart: Cart, items: AddItem[]): CartLine[] {
    if (!items.length) throw new CartError(400, 'Required parameter missing or invalid: items', 'bad_request');
    const adding = new Map<string, number>();
    const checked = items.map((item) => {
      if (!Number.isInteger(item.quantity) || item.quantity < 1) {
        throw new CartError(400, 'Required parameter missing or invalid: quantity', 'bad_request');
      }
      const info = variantOrThrow(item.id);
      const variantId = String(info.variant.id);
      const soFar = adding.get(variantId) ?? 0;
      checkStock(cart, info, quantityOf(cart, variantId) + soFar + item.quantity);
      adding.set(variantId, soFar + item.quantity);
      return { ...item, variantId };
    });
    return checked.map(({ variantId, quantity, properties = {} }) => {
      const key = lineKey(variantId, properties);
      let line = cart.lines.find((l) => l.key === key);
      if (line) line.quantity += quantity;
      else cart.lines.push((line = { key, variantId, quantity, properties }));
      return line;
    });
  }

  /** Sets one line's quantity (0 removes it); the line is found by key, variant id or 1-based index. */
  function change(cart: Cart, target: { id?: string; line?: number }, quantity: number, properties?: Record<string, string>): void {
    const line = target.line !== undefined
      ? cart.lines[target.line - 1]
      : cart.lines.find((l) => l.key === target.id) ?? cart.lines.find((l) => l.variantId === target.id);
    if (!line) {
      if (target.id !== undefined && target.line === undefined && !findVariant(target.id)) throw new CartError(404, 'Cannot find variant');
      throw new CartError(400, 'no valid id or line parameter', 'bad_request');
    }
    if (!Number.isInteger(quantity) || quantity < 0) {
      throw new CartError(400, 'Required parameter missing or invalid: quantity', 'bad_request');
    }
    if (quantity === 0) {
      cart.lines.splice(cart.lines.indexOf(line), 1);
      return;
    }
    checkStock(cart, variantOrThrow(line.variantId), quantityOf(cart, line.variantId, line.key) + quantity);
    line.quantity = quantity;
    if (properties) {
      line.properties = properties;
      line.key = lineKey(line.variantId, properties);
    }
  }

  /** Several quantities at once (keyed by variant id or line key, or by position), attributes and the note. */
  function update(cart: Cart, input: { updates?: Record<string, number> | number[]; attributes?: Record<string, string>; note?: string }): void {
    const updates = Array.isArray(input.updates)
      ? input.updates.map((q, i) => [cart.lines[i]?.key ?? '', q] as const)
      : Object.entries(input.updates ?? {});
    for (const [id, quantity] of updates) {
      const line = cart.lines.find((l) => l.key === id || l.variantId === id);
      if (line) change(cart, { id: line.key }, quantity);
      else if (quantity > 0) add(cart, [{ id, quantity }]);
    }
    for (const [name, value] of Object.entries(input.attributes ?? {})) {
      if (value === '') delete cart.attributes[name];
      else cart.attributes[name] = value;
    }
    if (input.note !== undefined) cart.note = input.note;
  }

  /** The existing cart for this token and shop, if any (pages show its count without creating one). */
  function existing(token: string | undefined, shopId: string): Cart | undefined {
    const cart = token ? carts.get(token) : undefined;
    return cart?.shopId === shopId ? cart : undefined;
  }

  return {
    find: existing,

    /** The cart for this token and shop, or a new empty one. */
    get(token: string | undefined, shopId: string): Cart {
      const found = existing(token, shopId);
      if (found) return found;
      const cart: Cart = { token: randomBytes(16).toString('hex'), shopId, lines: [], attributes: {}, note: null };
      carts.set(cart.token, cart);
      return cart;
    },

    add,
    change,
    update,

    clear(cart: Cart): void {
      cart.lines = [];
      cart.attributes = {};
      cart.note = null;
    },

    itemCount(cart: Cart): number {
      return cart.lines.reduce((n, l) => n + l.quantity, 0);
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
