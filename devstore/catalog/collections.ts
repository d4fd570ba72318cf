// Seed collections, grouped by product type so each has a sensible set, plus a sale and a new-in list.
import { products } from './products';
import type { Collection } from './types';

const byType = (...types: string[]) => products.filter((p) => types.includes(p.productType)).map((p) => p.id);

export const COLLECTION_ID_BASE = 290_000_000;

const defs: [string, string, number[]][] = [
  ['apparel', 'Apparel', byType('T-Shirt', 'Hoodie', 'Shirt', 'Pants', 'Jacket', 'Hat', 'Socks')],
  ['shoes', 'Shoes', byType('Shoes')],
  ['home', 'Home & Living', byType('Home', 'Candle', 'Garden')],
  ['kitchen', 'Kitchen & Coffee', byType('Kitchen', 'Coffee', 'Mug', 'Tea')],
  ['bags-accessories', 'Bags & Accessories', byType('Bag', 'Wallet', 'Accessory')],
  ['outdoors', 'Outdoors', byType('Camping', 'Bottle', 'Fitness', 'Jacket', 'Socks')],
  ['desk', 'Desk & Stationery', byType('Stationery', 'Desk', 'Games', 'Art', 'Music')],
  ['care', 'Care', byType('Skincare', 'Care')],
  ['new-in', 'New in', products.slice(-12).map((p) => p.id)],
  ['all', 'All products', products.map((p) => p.id)],
];

export const collections: Collection[] = defs.map(([handle, title, productIds], index) => ({
  id: COLLECTION_ID_BASE + index + 1,
  handle,
  title,
  productIds,
}));
