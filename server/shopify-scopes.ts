// The Admin API access scopes each GraphQL operation the server sends needs (Shopify's API reference for
// 2026-10), and the scopes shopify/shopify.app.toml requests. A write scope also grants its read scope, so
// `write_customers` covers `read_customers`. server/shopify-scopes.test.ts fails when an operation is missing
// here or the toml lacks a scope one needs; the install warns when a shop granted less.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const APP_TOML_PATH = join(dirname(fileURLToPath(import.meta.url)), '..', 'shopify', 'shopify.app.toml');

/** Each operation of documents.ts OPERATIONS (by name): the scopes it needs; the test fails for one left out. */
export const OPERATION_SCOPES: Record<string, readonly string[]> = {
  Products: ['read_products'],
  ProductsPage: ['read_products'],
  // Collections are products' scope.
  CollectionsPage: ['read_products'],
  // A product's variants past its card's first 10.
  ProductVariants: ['read_products'],
  Customer: ['read_customers'],
  CustomerByEmail: ['read_customers'],
  CustomerDefaultAddress: ['read_customers'],
  CustomerCreate: ['write_customers'],
  CustomerUpdate: ['write_customers'],
  CustomerEmailMarketingConsentUpdate: ['write_customers'],
  CustomerAddressCreate: ['write_customers'],
  CustomerAddressUpdate: ['write_customers'],
  CustomerAddressDelete: ['write_customers'],
  CustomerUpdateDefaultAddress: ['write_customers'],
  // A customer's orders: the customer, then its orders (older than 60 days also need read_all_orders, which
  // Shopify grants on request only; the widget lists the newest).
  CustomerOrders: ['read_customers', 'read_orders'],
  Order: ['read_orders'],
  OrderCancel: ['write_orders'],
  // The cancel's job: no scope of its own.
  Job: [],
  // Store credit balances and the customer's gift cards (read_gift_cards is granted on request by Shopify).
  StoreCredit: ['read_customers', 'read_store_credit_accounts', 'read_gift_cards'],
  // The points card: what the customer spent, a customer field.
  CustomerAmountSpent: ['read_customers'],
};

/** Why the app asks for each scope: the Partner dashboard and the merchant's install screen show the list. */
export const SCOPE_REASONS: Record<string, string> = {
  read_products: "product cards, favorites and the products table's backfill read the shop's products",
  write_customers: "a widget sign-in finds or creates the store's customer; addresses, marketing consent and the app's customer metafields are written",
  write_orders: 'a shopper cancels their own unfulfilled order',
  read_orders: "a shopper's order list, one order, reorder and tracking",
  read_store_credit_accounts: "the shopper's store credit balance",
  read_gift_cards: "the shopper's gift cards and their balances",
};

/** The scopes `[access_scopes] scopes = "a,b"` of a shopify.app.toml lists. */
export function tomlScopes(toml: string): string[] {
  const section = /^\[access_scopes\][^\n]*\n([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(toml)?.[1] ?? '';
  const value = /^\s*scopes\s*=\s*"([^"]*)"/m.exec(section)?.[1] ?? '';
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}

/** The scopes the app's toml requests (read at call time: tests and the stand-in use the file as it is). */
export function appScopes(path = APP_TOML_PATH): string[] {
  return tomlScopes(readFileSync(path, 'utf8'));
}

/** Whether `granted` covers `needed` (a write scope covers its read scope). */
export function covers(granted: readonly string[], needed: string): boolean {
  return granted.includes(needed) || (needed.startsWith('read_') && granted.includes(`write_${needed.slice(5)}`));
}

/** Every scope some operation needs that `granted` does not cover, with the operations that need it. */
export function missingScopes(granted: readonly string[]): Map<string, string[]> {
  const missing = new Map<string, string[]>();
  for (const [operation, scopes] of Object.entries(OPERATION_SCOPES)) {
    for (const scope of scopes) if (!covers(granted, scope)) missing.set(scope, [...(missing.get(scope) ?? []), operation]);
  }
  return missing;
}
