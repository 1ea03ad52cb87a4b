export type RateDecision = {allowed: true} | {allowed: false; retryAfterSeconds: number};

/**
 * A fixed-window counter per client: `limit` requests per `windowMs`. Expired windows are swept once per window, so
 * memory follows the number of clients seen in about one window, and never exceeds `maxClients`.
 */
export class RateLimiter {
  private readonly windows = new Map<string, {count: number; resetAt: number}>();
  private nextSweep = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxClients = 100_000,
  ) {}

  take(client: string): RateDecision {
    const now = this.now();
    if (now >= this.nextSweep) {
      this.sweep(now);
      this.nextSweep = now + this.windowMs;
    }
    let window = this.windows.get(client);
    if (!window || window.resetAt <= now) {
      if (!window && this.windows.size >= this.maxClients) this.sweep(now);
      if (!window && this.windows.size >= this.maxClients) {
        // Every slot is held by a client within its window: refuse rather than grow without bound.
        return {allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(this.windowMs / 1000))};
      }
      window = {count: 0, resetAt: now + this.windowMs};
      this.windows.set(client, window);
    }
    if (window.count >= this.limit) {
      return {allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000))};
    }
    window.count += 1;
    return {allowed: true};
  }

  /** Clients currently tracked. */
  get size(): number {
    return this.windows.size;
  }

  sweep(now = this.now()): void {
    for (const [client, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(client);
    }
  }
}
