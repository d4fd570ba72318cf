// The seed products: 48 items over a few kinds, with sold-out and low-stock cases for cart and buy-again tests.
// Ids are large like Shopify's (and above 2^31, so int8 handling is exercised) but stable across runs.
import type { Product, Variant } from './types';

type Options = 'size' | 'color' | 'single' | 'scent' | 'pack';
type Stock = 'ok' | 'soldOut' | 'oneSoldOut' | 'low';

// title, vendor, product type, base price (cents), variant options, stock case
const ROWS: [string, string, string, number, Options, Stock][] = [
  ['Everyday Cotton Tee', 'Northwind Apparel', 'T-Shirt', 2400, 'size', 'ok'],
  ['Heavyweight Hoodie', 'Northwind Apparel', 'Hoodie', 6800, 'size', 'oneSoldOut'],
  ['Linen Button Shirt', 'Northwind Apparel', 'Shirt', 5400, 'size', 'ok'],
  ['Relaxed Chino Pants', 'Northwind Apparel', 'Pants', 7200, 'size', 'low'],
  ['Merino Beanie', 'Alpine Thread', 'Hat', 3200, 'color', 'ok'],
  ['Limited Edition Print', 'Studio Sol', 'Art', 12000, 'single', 'soldOut'],
  ['Canvas Tote Bag', 'Carry Co.', 'Bag', 2800, 'color', 'ok'],
  ['Waxed Weekender', 'Carry Co.', 'Bag', 18500, 'color', 'low'],
  ['Ceramic Pour-Over', 'Kiln & Co.', 'Coffee', 3900, 'single', 'ok'],
  ['Stoneware Mug', 'Kiln & Co.', 'Mug', 1800, 'color', 'ok'],
  ['Single Origin Beans', 'Roast Lab', 'Coffee', 1600, 'pack', 'ok'],
  ['Cold Brew Kit', 'Roast Lab', 'Coffee', 4500, 'single', 'low'],
  ['Soy Wax Candle', 'Hearth Supply', 'Candle', 2600, 'scent', 'oneSoldOut'],
  ['Reed Diffuser', 'Hearth Supply', 'Home', 3400, 'scent', 'ok'],
  ['Wool Throw Blanket', 'Alpine Thread', 'Home', 9800, 'color', 'ok'],
  ['Linen Napkin Set', 'Hearth Supply', 'Home', 3200, 'color', 'ok'],
  ['Trail Running Socks', 'Summit Gear', 'Socks', 1400, 'size', 'ok'],
  ['Packable Rain Jacket', 'Summit Gear', 'Jacket', 11900, 'size', 'oneSoldOut'],
  ['Insulated Bottle', 'Summit Gear', 'Bottle', 3500, 'color', 'ok'],
  ['Camp Enamel Plate', 'Summit Gear', 'Camping', 1500, 'color', 'ok'],
  ['Leather Card Wallet', 'Carry Co.', 'Wallet', 4200, 'color', 'ok'],
  ['Brass Key Ring', 'Carry Co.', 'Accessory', 1900, 'single', 'soldOut'],
  ['Hand Cream', 'Bloom Botanics', 'Skincare', 1700, 'scent', 'ok'],
  ['Daily Face Serum', 'Bloom Botanics', 'Skincare', 3800, 'single', 'ok'],
  ['Bamboo Toothbrush Set', 'Bloom Botanics', 'Care', 900, 'pack', 'ok'],
  ['Notebook Trio', 'Paper Mill', 'Stationery', 2200, 'color', 'ok'],
  ['Fountain Pen', 'Paper Mill', 'Stationery', 6400, 'color', 'low'],
  ['Desk Planner', 'Paper Mill', 'Stationery', 2900, 'single', 'ok'],
  ['Walnut Phone Stand', 'Grain Works', 'Desk', 3600, 'single', 'ok'],
  ['Oak Serving Board', 'Grain Works', 'Kitchen', 5200, 'single', 'ok'],
  ['Cast Iron Skillet', 'Hearth Supply', 'Kitchen', 7800, 'single', 'ok'],
  ['Chef Knife', 'Grain Works', 'Kitchen', 13500, 'single', 'low'],
  ['Loose Leaf Green Tea', 'Leaf & Kettle', 'Tea', 1400, 'pack', 'ok'],
  ['Glass Teapot', 'Leaf & Kettle', 'Tea', 4800, 'single', 'ok'],
  ['Yoga Mat', 'Summit Gear', 'Fitness', 8800, 'color', 'ok'],
  ['Resistance Band Set', 'Summit Gear', 'Fitness', 2500, 'single', 'ok'],
  ['Silk Scarf', 'Studio Sol', 'Accessory', 8900, 'color', 'oneSoldOut'],
  ['Sunglasses', 'Studio Sol', 'Accessory', 11000, 'color', 'ok'],
  ['Canvas Sneakers', 'Northwind Apparel', 'Shoes', 7900, 'size', 'ok'],
  ['Wool Slippers', 'Alpine Thread', 'Shoes', 5900, 'size', 'low'],
  ['Kids Rain Boots', 'Summit Gear', 'Shoes', 4400, 'size', 'ok'],
  ['Plant Pot', 'Kiln & Co.', 'Home', 2700, 'color', 'ok'],
  ['Watering Can', 'Hearth Supply', 'Garden', 3300, 'single', 'soldOut'],
  ['Herb Seed Kit', 'Bloom Botanics', 'Garden', 2100, 'single', 'ok'],
  ['Gift Card', 'Status Demo', 'Gift Card', 2500, 'pack', 'ok'],
  ['Puzzle 1000 Pieces', 'Paper Mill', 'Games', 2600, 'single', 'ok'],
  ['Wooden Chess Set', 'Grain Works', 'Games', 9500, 'single', 'ok'],
  ['Vinyl Record Cleaner', 'Studio Sol', 'Music', 3100, 'single', 'ok'],
];

const OPTION_TITLES: Record<Options, string[]> = {
  size: ['S', 'M', 'L', 'XL'],
  color: ['Black', 'Sand', 'Ocean'],
  single: ['Default Title'],
  scent: ['Cedar', 'Fig', 'Sea Salt'],
  pack: ['Single', 'Pack of 3'],
};

export const PRODUCT_ID_BASE = 7_400_000_000;
export const VARIANT_ID_BASE = 41_000_000_000;

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function variantsFor(index: number, base: number, options: Options, stock: Stock): Variant[] {
  return OPTION_TITLES[options].map((title, j) => {
    // Bigger sizes and packs cost a little more, like real stores.
    const price = options === 'pack' && j === 1 ? base * 3 - 300 : base + (options === 'size' ? j * 200 : 0);
    const variant: Variant = { id: VARIANT_ID_BASE + index * 10 + j, title, price, available: true };
    if (stock === 'soldOut' || (stock === 'oneSoldOut' && j === 0)) {
      variant.available = false;
      variant.inventory = 0;
    } else if (stock === 'low') {
      variant.inventory = j === 0 ? 1 : 2; // quantity-limited: adding 3 to the cart must fail
    }
    return variant;
  });
}

export const products: Product[] = ROWS.map(([title, vendor, productType, base, options, stock], index) => {
  const handle = slug(title);
  const variants = variantsFor(index, base, options, stock);
  return {
    id: PRODUCT_ID_BASE + index + 1,
    handle,
    title,
    vendor,
    productType,
    description: `${title} by ${vendor}. A demo product of the Status development store.`,
    price: Math.min(...variants.map((v) => v.price)),
    currency: 'USD',
    variants,
    image: `/devstore/images/${handle}.svg`,
    hue: (index * 47) % 360,
    tags: [slug(productType), slug(vendor), ...(stock === 'soldOut' ? ['sold-out'] : [])],
  };
});
