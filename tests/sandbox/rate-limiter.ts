// Sliding-window rate limit per token: at most `limit` accepted requests in any `windowMs`.
// A refused request does not count, so a client that waits for Retry-After gets through.

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts a request for `key`; returns 0 when allowed, else the seconds to wait (>= 1). */
  take(key: string, now = Date.now()): number {
    const recent = (this.hits.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      const oldest = recent[0] ?? now;
      return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
    }
    recent.push(now);
    this.hits.set(key, recent);
    return 0;
  }

  reset(): void {
    this.hits.clear();
  }
}
