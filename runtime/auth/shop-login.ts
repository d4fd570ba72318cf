// Shop login: after an identified sign-in the shopper is also
// logged in to the shop's own customer account. How is up to a *strategy*: Multipass today
// (plugins/shopify-multipass), another one tomorrow, since Shopify is closing Multipass to new stores
// A plugin adds its strategy with `ctx.shopLogin.register(strategy)`; the most recently
// registered one that is still registered is used, so a store plugin can replace the built-in one.

/** What the session hands a strategy for one attempt. */
export interface ShopLoginRequest {
  /** The customer the widget signed in (from check-customer); null when check-customer failed. */
  customerId: string | null;
  email: string;
  /** Where the shop should send the shopper back to after logging them in (same page, maybe a status hash). */
  returnUrl: string;
  /** 1 for the first attempt, up to SHOP_LOGIN_ATTEMPTS (shop-login-run.ts). */
  attempt: number;
}

/**
 * `redirecting`: the browser is leaving for the shop's login (the page reloads at `returnUrl`).
 * `done`: the shopper is logged in to the shop without leaving the page.
 */
export type ShopLoginOutcome = 'redirecting' | 'done';

export interface ShopLoginStrategy {
  /** Names the strategy in logs and reports, e.g. 'shopify-multipass'. */
  readonly id: string;
  /** Rejects to fail the attempt: a ShopLoginError decides whether to retry, anything else is retried. */
  login(request: ShopLoginRequest): Promise<ShopLoginOutcome>;
}

/**
 * `key-missing`: the shop cannot log anyone in (the API answers 401): no retry,
 * the merchant-facing alert shows. `failed`: a plain failure, retried.
 */
export class ShopLoginError extends Error {
  override name = 'ShopLoginError';
  constructor(
    readonly code: 'key-missing' | 'failed',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface ShopLoginRegistry {
  /** Adds a strategy (it becomes the one in use); returns the function that removes it. */
  register(strategy: ShopLoginStrategy): () => void;
  /** The strategy in use, or null when no plugin registered one (the shop login is then skipped). */
  current(): ShopLoginStrategy | null;
}

export function createShopLoginRegistry(): ShopLoginRegistry {
  const strategies: ShopLoginStrategy[] = [];
  return {
    register(strategy) {
      if (!strategy || typeof strategy.login !== 'function' || typeof strategy.id !== 'string') {
        throw new Error('A shop login strategy needs an id and a login(request) function.');
      }
      strategies.push(strategy);
      return () => {
        const index = strategies.lastIndexOf(strategy);
        if (index !== -1) strategies.splice(index, 1);
      };
    },
    current: () => strategies[strategies.length - 1] ?? null,
  };
}
