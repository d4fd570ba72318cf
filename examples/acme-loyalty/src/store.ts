// The plugin's state (ctx.state, a valtio proxy components read with useSnapshot): the shopper's points and
// rewards, fetched once per customer and again on demand. Plain TS, no React.
import type { AcmeApi, AcmePoints, AcmeRewards } from './api.ts';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface Resource<T> {
  /** Whose data it is (the customer id): another customer's is never shown. */
  key: string | null;
  status: LoadStatus;
  data: T | null;
}

export interface AcmeState {
  points: Resource<AcmePoints>;
  rewards: Resource<AcmeRewards>;
}

export const initialState = (): AcmeState => ({
  points: { key: null, status: 'idle', data: null },
  rewards: { key: null, status: 'idle', data: null },
});

export interface AcmeStore {
  readonly state: AcmeState;
  /** Loads the points card's data unless it is loaded or loading for this customer (`force` reloads). */
  loadPoints(customerId: string, force?: boolean): void;
  /** Loads the rewards page's data, keeping what is shown while it refreshes; the points follow along. */
  loadRewards(customerId: string): void;
}

export function createAcmeStore(state: AcmeState, api: AcmeApi): AcmeStore {
  function load<T>(resource: Resource<T>, key: string, fetch: () => Promise<T>, done?: (data: T) => void): void {
    if (resource.key !== key) resource.data = null;
    resource.key = key;
    resource.status = 'loading';
    fetch().then(
      (data) => {
        if (resource.key !== key) return; // the shopper changed meanwhile
        resource.data = data;
        resource.status = 'ready';
        done?.(data);
      },
      () => {
        // Shown in the card or page (error state with a retry); ctx.http already retried what was worth it.
        if (resource.key === key) resource.status = 'error';
      },
    );
  }

  return {
    state,
    loadPoints(customerId, force = false) {
      const { points } = state;
      if (!force && points.key === customerId && (points.status === 'loading' || points.status === 'ready')) return;
      load(points, customerId, () => api.points());
    },
    loadRewards(customerId) {
      load(state.rewards, customerId, () => api.rewards(), (rewards) => {
        const { pointsPerUnit: _rate, rewards: _list, ...points } = rewards;
        state.points.key = customerId;
        state.points.data = points;
        state.points.status = 'ready';
      });
    },
  };
}
