// Shopify's JSON shapes for a cart and its line items (/cart.js, /cart/add.js …), so the widget's cart
// observation (cart sync) reads exactly what it would read on a real store.
import { findVariant, localPrice } from '../catalog/index.ts';
import { displayTitle, type Cart, type CartLine } from './cart-store.ts';

/** How prices are shown: the shop's currency and its multiplier over catalog (USD) prices. */
export interface CartMoney {
  currency: string;
  currencyMultiplier: number;
}

/** `origin` makes image URLs absolute, as Shopify's CDN URLs are. */
export function lineItemJson(line: CartLine, money: CartMoney, origin: string) {
  const info = findVariant(line.variantId);
  if (!info) throw new Error(`cart line for unknown variant ${line.variantId}`);
  const { product, variant } = info;
  const image = new URL(product.image, origin).href;
  const price = localPrice(variant.price, money.currencyMultiplier);
  const linePrice = price * line.quantity;
  return {
    id: variant.id,
    properties: line.properties,
    quantity: line.quantity,
    variant_id: variant.id,
    key: line.key,
    title: displayTitle(info),
    price,
    original_price: price,
    discounted_price: price,
    final_price: price,
    line_price: linePrice,
    original_line_price: linePrice,
    final_line_price: linePrice,
    total_discount: 0,
    discounts: [],
    sku: `SKU-${variant.id}`,
    grams: 0,
    vendor: product.vendor,
    taxable: true,
    product_id: product.id,
    product_has_only_default_variant: variant.title === 'Default Title',
    gift_card: false,
    url: `/products/${product.handle}?variant=${variant.id}`,
    featured_image: { url: image, alt: product.title },
    image,
    handle: product.handle,
    requires_shipping: true,
    product_type: product.productType,
    product_title: product.title,
    variant_title: variant.title === 'Default Title' ? null : variant.title,
  };
}

export function cartJson(cart: Cart, money: CartMoney, origin: string) {
  const items = cart.lines.map((line) => lineItemJson(line, money, origin));
  const total = items.reduce((sum, item) => sum + item.line_price, 0);
  return {
    token: cart.token,
    note: cart.note,
    attributes: cart.attributes,
    original_total_price: total,
    total_price: total,
    total_discount: 0,
    total_weight: 0,
    item_count: items.reduce((n, item) => n + item.quantity, 0),
    items,
    requires_shipping: items.length > 0,
    currency: money.currency,
    items_subtotal_price: total,
    cart_level_discount_applications: [],
  };
}
