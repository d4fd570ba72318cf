// The stand-in's products: the devstore's catalogue (devstore/catalog), with per-shop edits made through
// updateProduct/deleteProduct (what a merchant does in Shopify's admin). Each edit sends the shop's product
// webhooks (webhooks.ts). The storefront still renders the seed catalogue; the Admin API answers the edits.
import { findProduct, products, toNumericId, type Product, type Variant } from '../catalog/index';

export interface ProductChange {
  title?: string;
  /** Every variant's new price, in the catalogue's currency (USD cents; the shop's multiplier still applies). */
  price?: number;
  /** Every variant's availability. */
  available?: boolean;
  /** Variants added after the existing ones (a merchant's new sizes), with ids of their own. */
  addVariants?: Omit<Variant, 'id'>[];
}

export class StandInCatalog {
  /** Per shop: an edited product by id, or null once deleted. */
  private readonly edits = new Map<string, Map<number, Product | null>>();

  private shopEdits(shopId: string): Map<number, Product | null> {
    let edits = this.edits.get(shopId);
    if (!edits) this.edits.set(shopId, (edits = new Map()));
    return edits;
  }

  /** The shop's products in id order (the seed's order), edits applied, deleted ones left out. */
  products(shopId: string): Product[] {
    const edits = this.edits.get(shopId);
    if (!edits) return products;
    return products.flatMap((p) => {
      const edited = edits.has(p.id) ? edits.get(p.id)! : p;
      return edited ? [edited] : [];
    });
  }

  product(shopId: string, id: unknown): Product | undefined {
    const numeric = toNumericId(id);
    if (numeric === null) return undefined;
    const edits = this.edits.get(shopId);
    if (edits?.has(numeric)) return edits.get(numeric) ?? undefined;
    return findProduct(numeric);
  }

  variant(shopId: string, id: unknown): { product: Product; variant: Variant } | undefined {
    const numeric = toNumericId(id);
    if (numeric === null) return undefined;
    // Variant ids are the product's block (VARIANT_ID_BASE + index * 10 + j): search the shop's products.
    for (const product of this.products(shopId)) {
      const variant = product.variants.find((v) => v.id === numeric);
      if (variant) return { product, variant };
    }
    return undefined;
  }

  /** Applies a change to one product of the shop; undefined when the shop has no such product. */
  update(shopId: string, id: number, change: ProductChange): Product | undefined {
    const current = this.product(shopId, id);
    if (!current) return undefined;
    // Added variants take ids outside the catalogue's blocks of ten per product: the product's id × 1000 + n.
    const added = (change.addVariants ?? []).map((v, i) => ({ ...v, id: id * 1000 + current.variants.length + i + 1 }));
    const variants = [...current.variants, ...added].map((v) => ({
      ...v,
      ...(change.price !== undefined ? { price: change.price } : {}),
      ...(change.available !== undefined ? { available: change.available } : {}),
    }));
    const updated: Product = { ...current, ...(change.title !== undefined ? { title: change.title } : {}), variants, price: Math.min(...variants.map((v) => v.price)) };
    this.shopEdits(shopId).set(id, updated);
    return updated;
  }

  /** Removes the product from the shop; false when it had none. */
  delete(shopId: string, id: number): boolean {
    if (!this.product(shopId, id)) return false;
    this.shopEdits(shopId).set(id, null);
    return true;
  }
}
