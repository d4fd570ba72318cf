// The access scopes: every GraphQL operation the server sends has its scopes listed (shopify-scopes.ts), and
// shopify/shopify.app.toml requests every one of them, so an install grants what the calls need.
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from './commerce/shopify/documents';
import { appScopes, covers, missingScopes, OPERATION_SCOPES, SCOPE_REASONS, tomlScopes } from './shopify-scopes';

describe('access scopes', () => {
  it('lists the scopes of every operation the server may send', () => {
    const unlisted = Object.keys(OPERATIONS).filter((name) => !Object.hasOwn(OPERATION_SCOPES, name));
    expect(unlisted, `server/shopify-scopes.ts OPERATION_SCOPES has no entry for ${unlisted.join(', ')}`).toEqual([]);
  });

  it('shopify.app.toml requests every scope an operation needs', () => {
    const missing = [...missingScopes(appScopes())].map(([scope, operations]) => `${scope} (${operations.join(', ')})`);
    expect(missing, `shopify/shopify.app.toml [access_scopes] lacks: ${missing.join('; ')}`).toEqual([]);
  });

  it('requests nothing no operation needs, and says why it needs each', () => {
    const needed = Object.values(OPERATION_SCOPES).flat();
    for (const scope of appScopes()) {
      expect(needed.some((n) => covers([scope], n)), `${scope} is requested but no operation needs it`).toBe(true);
      expect(SCOPE_REASONS[scope], `SCOPE_REASONS has no reason for ${scope}`).toBeTruthy();
    }
  });

  it('finds a scope missing from a toml, naming the operations that need it', () => {
    const toml = '[access_scopes]\n# a comment\nscopes = "read_products, write_customers,read_orders"\n\n[auth]\nscopes = "write_orders"\n';
    expect(tomlScopes(toml)).toEqual(['read_products', 'write_customers', 'read_orders']);
    const missing = missingScopes(tomlScopes(toml));
    expect(missing.get('write_orders')).toEqual(['OrderCancel']);
    expect(missing.has('read_customers')).toBe(false); // write_customers grants it
    expect(missing.has('read_orders')).toBe(false);
    expect(tomlScopes('name = "x"\n')).toEqual([]);
  });
});
