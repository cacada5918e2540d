import { systemClock, type Clock } from '../../../platform/clock';

/**
 * A circuit: closed (fetches go), open (none go until the cooldown ends), half-open (one trial fetch goes;
 * its success closes the circuit, its failure opens it again for another cooldown).
 */
export type CircuitState =
  | { kind: 'closed'; failures: number }
  | { kind: 'open'; until: number }
  | { kind: 'half-open'; trialInFlight: boolean };

export interface BreakerOptions {
  /** Consecutive failures that open the circuit. */
  failures: number;
  /** How long an open circuit refuses before it lets one trial through (ms). */
  cooldownMs: number;
  /** Told whenever the circuit opens (true) or closes (false). */
  onChange?: (open: boolean) => void;
  /** Whose time ends a cooldown. Default the system clock. */
  clock?: Clock;
}

/** One circuit per subgraph instance, so one failing replica does not take its healthy siblings out. */
export class CircuitBreaker {
  private state: CircuitState = { kind: 'closed', failures: 0 };
  private readonly clock: Clock;

  constructor(private readonly options: BreakerOptions) {
    this.clock = options.clock ?? systemClock;
  }

  get current(): Readonly<CircuitState> {
    return this.state;
  }

  /** Whether a fetch may go now; in half-open this claims the single trial. */
  tryAcquire(): boolean {
    switch (this.state.kind) {
      case 'closed':
        return true;
      case 'open':
        if (this.clock.now() < this.state.until) return false;
        this.state = { kind: 'half-open', trialInFlight: true };
        return true;
      case 'half-open':
        if (this.state.trialInFlight) return false;
        this.state.trialInFlight = true;
        return true;
      default: {
        const exhaustive: never = this.state;
        return exhaustive;
      }
    }
  }

  /** Whether `tryAcquire` would succeed, without claiming anything (for choosing among instances). */
  available(): boolean {
    switch (this.state.kind) {
      case 'closed':
        return true;
      case 'open':
        return this.clock.now() >= this.state.until;
      case 'half-open':
        return !this.state.trialInFlight;
      default: {
        const exhaustive: never = this.state;
        return exhaustive;
      }
    }
  }

  success(): void {
    if (this.state.kind === 'closed') {
      this.state.failures = 0;
      return;
    }
    this.state = { kind: 'closed', failures: 0 };
    this.options.onChange?.(false);
  }

  failure(): void {
    switch (this.state.kind) {
      case 'closed':
        this.state.failures++;
        if (this.state.failures >= this.options.failures) this.open();
        return;
      case 'half-open':
        this.open();
        return;
      case 'open':
        // A fetch that started before the circuit opened; the cooldown already runs.
        return;
      default: {
        const exhaustive: never = this.state;
        return exhaustive;
      }
    }
  }

  private open(): void {
    this.state = { kind: 'open', until: this.clock.now() + this.options.cooldownMs };
    this.options.onChange?.(true);
  }
}
