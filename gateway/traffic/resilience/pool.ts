import { CircuitBreaker, type BreakerOptions } from './breaker';

export interface Instance {
  url: string;
  breaker: CircuitBreaker;
  /** Fetches in flight to this instance. */
  outstanding: number;
}

/**
 * The instances of one subgraph. Each fetch goes to the instance with the fewest fetches in flight among
 * those whose circuit lets it (ties rotate, so equal instances share evenly); an instance whose circuit
 * opened gets nothing until its cooldown ends, then one trial fetch probes it back in.
 */
export class InstancePool {
  readonly instances: Instance[];
  private next = 0;

  constructor(
    urls: readonly string[],
    breaker: Omit<BreakerOptions, 'onChange'>,
    onChange?: (url: string, open: boolean) => void,
  ) {
    if (!urls.length) throw new Error('A subgraph needs at least one instance URL.');
    this.instances = urls.map((url) => ({
      url,
      outstanding: 0,
      breaker: new CircuitBreaker({ ...breaker, onChange: onChange && ((open) => onChange(url, open)) }),
    }));
  }

  /**
   * An instance to send to (its trial claimed when half-open), or null when every circuit is open. A retry
   * names the instance that just failed as `avoid`: another one is chosen when there is one.
   */
  pick(avoid?: Instance): Instance | null {
    const count = this.instances.length;
    if (count === 1) {
      const only = this.instances[0]!;
      return only.breaker.tryAcquire() ? only : null;
    }
    const start = this.next++ % count;
    let best: Instance | null = null;
    for (let offset = 0; offset < count; offset++) {
      const candidate = this.instances[(start + offset) % count]!;
      if (!candidate.breaker.available()) continue;
      if (
        !best ||
        (best === avoid && candidate !== avoid) ||
        (candidate !== avoid && candidate.outstanding < best.outstanding)
      )
        best = candidate;
    }
    return best && best.breaker.tryAcquire() ? best : null;
  }
}
