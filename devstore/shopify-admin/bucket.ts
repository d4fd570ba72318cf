// Shopify's leaky bucket for one app on one shop: it holds up to `maximumAvailable` points and refills
// continuously at `restoreRate` points a second. A query needs its requested cost in the bucket, which is taken
// before it runs; the difference to its actual cost is given back after. Standard plan: 100 points a second
// (shopify.dev's published rate); the bucket holds 20 seconds of that, 2000 points, which every answer reports
// as throttleStatus.maximumAvailable.

export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

export const STANDARD_PLAN = { maximumAvailable: 2000, restoreRate: 100 } as const;

export class LeakyBucket {
  private available: number;
  private at: number;

  constructor(
    readonly maximumAvailable: number = STANDARD_PLAN.maximumAvailable,
    readonly restoreRate: number = STANDARD_PLAN.restoreRate,
    private readonly now: () => number = Date.now,
  ) {
    this.available = maximumAvailable;
    this.at = now();
  }

  private refill(): void {
    const t = this.now();
    this.available = Math.min(this.maximumAvailable, this.available + ((t - this.at) / 1000) * this.restoreRate);
    this.at = t;
  }

  /** Takes `cost` points when the bucket holds them; false (nothing taken) when it does not. */
  take(cost: number): boolean {
    this.refill();
    if (cost > this.available) return false;
    this.available -= cost;
    return true;
  }

  /** Gives back points taken for a request that cost less than it asked. */
  refund(points: number): void {
    this.refill();
    this.available = Math.min(this.maximumAvailable, this.available + Math.max(0, points));
  }

  /** Sets what the bucket holds (tests: an empty bucket). */
  set(points: number): void {
    this.refill();
    this.available = Math.max(0, Math.min(this.maximumAvailable, points));
  }

  status(): ThrottleStatus {
    this.refill();
    // Shopify reports whole points.
    return { maximumAvailable: this.maximumAvailable, currentlyAvailable: Math.floor(this.available), restoreRate: this.restoreRate };
  }
}
