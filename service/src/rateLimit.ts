export type RateDecision = {allowed: true} | {allowed: false; retryAfterSeconds: number};

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Heap bytes one tracked client costs besides its key's characters: the Map's entry and its share of the hash table
 * (which doubles as it grows), the window object with its two numbers (`resetAt` is boxed: it is no small integer),
 * and the key string's header. Measured on Node 20 (64-bit, no pointer compression) at 150 to 215 bytes per entry
 * with the key included, depending on where the hash table is in its growth; tests/unit/ask-ai-limits.test.ts checks
 * that the estimate stays above what V8 really uses.
 */
export const BYTES_PER_CLIENT = 256;

/** What one client's window is counted as in the memory budget. */
export function bytesOfClient(key: string): number {
  // Keys are ASCII (bucket and address), stored one byte per character, rounded up to V8's 8-byte alignment.
  return BYTES_PER_CLIENT + Math.ceil(key.length / 8) * 8;
}

/**
 * A fixed-window counter per client: `limit` requests per `windowMs`. Its memory is bounded in bytes: when the table
 * is full, the oldest windows are forgotten (those clients start a fresh window), so new clients are never refused for
 * want of room. Windows are kept in the order they started, so sweeping and eviction only look at the front.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private bytes = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxBytes = 16 * 1024 * 1024,
  ) {}

  /** Counts one request of `client`; `limit` overrides the default for buckets with their own (MCP). */
  take(client: string, limit = this.limit): RateDecision {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(client);
    if (!window) {
      window = {count: 0, resetAt: now + this.windowMs};
      this.windows.set(client, window);
      this.bytes += bytesOfClient(client);
      this.evictOldest(client);
    } else if (window.resetAt <= now) {
      // Only after the clock went back (the sweep removed every expired window it could reach): restart it at the
      // back, so that the Map's order stays the order in which windows started.
      this.windows.delete(client);
      window = {count: 0, resetAt: now + this.windowMs};
      this.windows.set(client, window);
    }
    if (window.count >= limit) {
      return {allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000))};
    }
    window.count += 1;
    return {allowed: true};
  }

  /** Clients currently tracked. */
  get size(): number {
    return this.windows.size;
  }

  /** The memory budget in use, as counted by bytesOfClient. */
  get usedBytes(): number {
    return this.bytes;
  }

  /** Forgets expired windows: they are at the front, so this stops at the first live one. */
  sweep(now = this.now()): void {
    for (const [client, window] of this.windows) {
      if (window.resetAt > now) break;
      this.forget(client);
    }
  }

  private evictOldest(newest: string): void {
    for (const client of this.windows.keys()) {
      if (this.bytes <= this.maxBytes || client === newest) break;
      this.forget(client);
    }
  }

  private forget(client: string): void {
    this.windows.delete(client);
    this.bytes -= bytesOfClient(client);
  }
}
