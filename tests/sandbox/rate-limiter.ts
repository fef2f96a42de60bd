// Sliding-window rate limit per token: at most `limit` accepted requests in any `windowMs`.
// A refused request does not count, so a client that waits for Retry-After gets through.
// Retry-After is the whole seconds until the oldest counted request leaves the window (at least
// 1, as the header has no fractions). The limit can be changed while running (tests, demo).

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly initial: RateLimit;

  constructor(
    private limit: number,
    private windowMs: number,
  ) {
    this.initial = { limit, windowMs };
  }

  /** A new limit from now on, counters cleared; null goes back to the limit the sandbox started with. */
  configure(rate: RateLimit | null): void {
    this.limit = rate?.limit ?? this.initial.limit;
    this.windowMs = rate?.windowMs ?? this.initial.windowMs;
    this.hits.clear();
  }

  current(): RateLimit {
    return { limit: this.limit, windowMs: this.windowMs };
  }

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
