import type { Clock } from '../../platform/clock';
import type { Fallback } from './file';

export interface FallbackAnswer {
  status: number;
  body: unknown;
  /** The `X-Fallback` header: which fallback answered. */
  kind: 'static' | 'stale';
  /** Seconds since a stale answer was stored (the `Age` header). */
  ageSeconds?: number;
}

/**
 * A route's answer while its backend is unavailable: a fixed one, or the last good answer to the same
 * request (same path, query and caller) if it is recent enough. Stale answers are kept in a bounded map;
 * the oldest stored goes first when it is full.
 */
export class FallbackStore {
  private readonly kept = new Map<string, { status: number; body: unknown; at: number }>();

  constructor(
    private readonly fallback: Fallback | undefined,
    private readonly clock: Clock,
  ) {}

  /** Whether good answers are worth keeping (only a `stale` fallback serves them). */
  get keeps(): boolean {
    return this.fallback?.kind === 'stale';
  }

  remember(key: string, status: number, body: unknown): void {
    if (this.fallback?.kind !== 'stale') return;
    this.kept.delete(key);
    this.kept.set(key, { status, body, at: this.clock.now() });
    if (this.kept.size > this.fallback.maxEntries) this.kept.delete(this.kept.keys().next().value!);
  }

  answer(key: string): FallbackAnswer | undefined {
    const fallback = this.fallback;
    if (!fallback) return undefined;
    switch (fallback.kind) {
      case 'static':
        return { kind: 'static', status: fallback.status, body: fallback.body };
      case 'stale': {
        const kept = this.kept.get(key);
        if (!kept) return undefined;
        const age = this.clock.now() - kept.at;
        if (age > fallback.maxAgeSeconds * 1000) {
          this.kept.delete(key);
          return undefined;
        }
        return { kind: 'stale', status: kept.status, body: kept.body, ageSeconds: Math.floor(age / 1000) };
      }
      default: {
        const exhaustive: never = fallback;
        return exhaustive;
      }
    }
  }
}
