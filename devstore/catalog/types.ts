// Shapes of the seed catalog (products, collections, shops) shared by the API and the demo storefront.

export interface Variant {
  id: number;
  title: string;
  /** Price in the catalog currency (USD), in cents. */
  price: number;
  available: boolean;
  /** Units left when stock is tracked; absent means unlimited. 0 goes with available: false. */
  inventory?: number;
}

export interface Product {
  id: number;
  handle: string;
  title: string;
  vendor: string;
  productType: string;
  description: string;
  /** Lowest variant price in cents (USD). */
  price: number;
  currency: 'USD';
  variants: Variant[];
  /** Storefront-relative path of the generated SVG image: /devstore/images/{handle}.svg */
  image: string;
  /** Base hue (0-359) of the generated image, so every product looks different without network images. */
  hue: number;
  tags: string[];
}

export interface Collection {
  id: number;
  handle: string;
  title: string;
  productIds: number[];
}

/** A shop as seeded into the `shops` table (settings may later change there; the DB is the truth). */
export interface ShopSeed {
  shopId: string;
  name: string;
  /** Language of the shop ('en', 'de'). */
  locale: string;
  countryCode: string;
  currency: string;
  /** Catalog prices (USD) times this give the shop's prices (locale.currencyMultiplier). */
  currencyMultiplier: number;
  /** Settings groups keyed by group name, including `content` blocks. */
  settings: Record<string, unknown>;
  /** Theme (schemas/theme.json): `{ widget: { position }, customCss }`. */
  theme: Record<string, unknown>;
  /** Multipass secret; null means the shop has no key and shop login answers 401. */
  multipassSecret: string | null;
}
