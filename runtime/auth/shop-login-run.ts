// Running the shop login strategy with retries (up to 5 attempts). Loaded with the
// sign-in completion, only when someone signs in.
import { ShopLoginError, type ShopLoginRequest, type ShopLoginStrategy } from './shop-login.ts';

/** Five attempts in all before giving up. */
export const SHOP_LOGIN_ATTEMPTS = 5;

export type ShopLoginResult =
  | { status: 'redirecting' | 'done'; attempts: number }
  | { status: 'skipped' }
  | { status: 'key-missing'; error: ShopLoginError }
  | { status: 'failed'; attempts: number; error: unknown };

export interface RunShopLoginOptions {
  strategy: ShopLoginStrategy | null;
  request: Omit<ShopLoginRequest, 'attempt'>;
  /** Waits between attempts; tests pass an instant one. */
  sleep?: (ms: number) => Promise<void>;
  /** Called with each failed attempt's error (reported, not shown). */
  onAttemptFailed?: (error: unknown, attempt: number) => void;
  attempts?: number;
}

/** Backoff between attempts: 0.5 s, 1 s, 1.5 s, 2 s. Short: the shopper is waiting on the page. */
export const shopLoginDelayMs = (attempt: number) => 500 * attempt;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs the strategy with retries (up to 5 attempts); never rejects. */
export async function runShopLogin(options: RunShopLoginOptions): Promise<ShopLoginResult> {
  const { strategy, request } = options;
  if (!strategy) return { status: 'skipped' };
  const attempts = options.attempts ?? SHOP_LOGIN_ATTEMPTS;
  const sleep = options.sleep ?? realSleep;
  let lastError: unknown = null;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const outcome = await strategy.login({ ...request, attempt });
      return { status: outcome, attempts: attempt };
    } catch (error) {
      if (error instanceof ShopLoginError && error.code === 'key-missing') return { status: 'key-missing', error };
      lastError = error;
      options.onAttemptFailed?.(error, attempt);
      if (attempt < attempts) await sleep(shopLoginDelayMs(attempt));
    }
  }
  return { status: 'failed', attempts, error: lastError };
}
