import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';

interface Window {
  hits: number;
  resetsAt: number;
  blockedUntil: number;
}

const SWEEP_INTERVAL_MS = 60_000;

/**
 * In-memory fixed-window counters: O(1) per request. (The throttler's default storage keeps one
 * timestamp per hit and filters them all on every request.) Per process: each replica counts its own.
 */
export class FixedWindowStorage implements ThrottlerStorage {
  private readonly windows = new Map<string, Window>();
  // unref: the sweeper never keeps the process alive.
  private readonly sweeper = setInterval(() => this.sweep(), SWEEP_INTERVAL_MS).unref();

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const now = Date.now();
    const id = `${throttlerName}:${key}`;
    let window = this.windows.get(id);
    if (!window || (window.resetsAt <= now && window.blockedUntil <= now)) {
      window = { hits: 0, resetsAt: now + ttl, blockedUntil: 0 };
      this.windows.set(id, window);
    }
    const blocked = window.blockedUntil > now;
    if (!blocked) {
      window.hits += 1;
      if (window.hits > limit) window.blockedUntil = now + blockDuration;
    }
    const isBlocked = window.blockedUntil > now;
    return {
      totalHits: window.hits,
      timeToExpire: Math.max(0, Math.ceil((window.resetsAt - now) / 1000)),
      isBlocked,
      timeToBlockExpire: isBlocked ? Math.ceil((window.blockedUntil - now) / 1000) : 0,
    };
  }

  private sweep(): void {
    const now = Date.now();
    for (const [id, window] of this.windows) {
      if (window.resetsAt <= now && window.blockedUntil <= now) this.windows.delete(id);
    }
  }
}
