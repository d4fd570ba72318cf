// Acme's backend as the plugin sees it. Calls go through ctx.http, which adds the shopper's ID token (the
// backend verifies it and answers for that shopper only), times out, retries and rejects with ApiError.
import type { PluginHttp } from '@status/sdk';

export type AcmeTier = 'member' | 'silver' | 'gold';

export interface AcmeReward {
  id: string;
  kind: 'discount' | 'freeShipping';
  /** Discount in the shop's currency (kind 'discount'). */
  amount?: number;
  /** Points needed. */
  cost: number;
}

export interface AcmePoints {
  customerId: string;
  points: number;
  tier: AcmeTier;
  /** ISO 4217, the currency reward amounts are in. */
  currency: string;
  /** The cheapest reward not yet unlocked; null when every reward is. */
  nextReward: AcmeReward | null;
}

export interface AcmeRewards extends AcmePoints {
  /** Points earned per unit of currency spent. */
  pointsPerUnit: number;
  rewards: AcmeReward[];
}

export interface AcmeApi {
  points(signal?: AbortSignal): Promise<AcmePoints>;
  rewards(signal?: AbortSignal): Promise<AcmeRewards>;
}

/**
 * `apiUrl` from the plugin's settings, resolved against the page (a path means the shop's own origin).
 * `http` is read when a call is made (`() => ctx.http`): were the widget's http module unavailable, the call
 * fails (the card shows its error state) while the rest of the plugin works.
 */
export function createAcmeApi(http: () => PluginHttp, apiUrl: string, baseUrl: string): AcmeApi {
  const base = new URL(apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`, baseUrl);
  const get = async <T,>(path: string, check: (data: T) => boolean, signal?: AbortSignal): Promise<T> => {
    const { data } = await http().get<T>(new URL(path, base).href, signal ? { signal } : {});
    if (!data || typeof data !== 'object' || !check(data)) throw new Error(`Acme API: unexpected answer from ${path}`);
    return data;
  };
  return {
    points: (signal) => get<AcmePoints>('points', (d) => typeof d.points === 'number', signal),
    rewards: (signal) => get<AcmeRewards>('rewards', (d) => typeof d.points === 'number' && Array.isArray(d.rewards), signal),
  };
}
