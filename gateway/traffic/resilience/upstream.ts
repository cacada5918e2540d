import type { Clock } from '../../../platform/clock';
import { TimeoutError, type JsonResponse } from '../../../platform/http/client';
import type { Logger } from '../../../platform/logging';
import { InstancePool, type Instance } from './pool';
import { backoffMs, RetryBudget } from './retry';

export interface UpstreamOptions {
  /** For logs and metrics: the subgraph's name, or the gateway route's. */
  name: string;
  /** Every instance; calls are balanced across them (least outstanding, a circuit breaker each). */
  urls: readonly string[];
  /** Retries of a failed retryable call. Default 0. */
  retries?: number;
  /** Share of calls that may be retries (see RetryBudget). Default 0.2. */
  retryBudget?: number;
  /** Circuit breaker per instance. Default 5 consecutive failures, 5000 ms cooldown. */
  breaker?: { failures: number; cooldownMs: number };
  /** Whose time ends a circuit's cooldown and counts the retry budget. Default the system clock. */
  clock?: Clock;
  /** Told when an instance's circuit opens (true) or closes (false). */
  onCircuit?: (url: string, open: boolean) => void;
  /** Told each call's outcome (ok, retried, timeout, unreachable, circuit-open) and its seconds. */
  observe?: (outcome: string, seconds: number) => void;
}

/** Why a call found no answer: every circuit open, the deadline spent, or no instance reachable. */
export class UpstreamUnavailable extends Error {
  constructor(
    readonly kind: 'circuit-open' | 'timeout' | 'unreachable',
    /** How the upstream failed, to end a sentence naming it: `is unreachable`, `timed out after 50 ms`. */
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'UpstreamUnavailable';
  }
}

/** Statuses that say "this instance cannot answer now" rather than "your request failed". */
const UNAVAILABLE_STATUS = new Set([502, 503, 504]);

type Failure = { kind: 'timeout' | 'unreachable' | 'bad-status'; detail: string; status?: number };

/**
 * Calls to one upstream service with several instances, as the gateway makes them everywhere (subgraph
 * fetches, HTTP backends of gateway routes):
 * - a deadline covering every attempt, so the caller hears back within it;
 * - retries of retryable calls only, on connection failures and 502/503/504, after an exponential
 *   backoff with full jitter, bounded by a retry budget; timeouts are not retried (the deadline is spent);
 * - balancing over the instances with a circuit breaker per instance.
 */
export class Upstream {
  private readonly pool: InstancePool;
  private readonly budget: RetryBudget;
  private readonly retries: number;

  constructor(private readonly options: UpstreamOptions) {
    this.pool = new InstancePool(
      options.urls,
      { ...(options.breaker ?? { failures: 5, cooldownMs: 5_000 }), clock: options.clock },
      options.onCircuit,
    );
    this.budget = new RetryBudget(options.retryBudget ?? 0.2, { clock: options.clock });
    this.retries = options.retries ?? 0;
  }

  get instances(): readonly Instance[] {
    return this.pool.instances;
  }

  /**
   * Sends with `send` (given the instance and the milliseconds left) until an answer the instance is
   * `healthy` with comes back, or throws UpstreamUnavailable. An answer that is not healthy counts against
   * the instance's circuit; a healthy one, whatever its status, closes it.
   */
  async call(
    send: (instance: Instance, remainingMs: number) => Promise<JsonResponse>,
    options: {
      timeoutMs: number;
      retryable: boolean;
      healthy: (response: JsonResponse) => boolean;
      logger?: Logger;
    },
  ): Promise<JsonResponse> {
    const retryable = this.retries > 0 && options.retryable;
    const started = performance.now();
    const deadline = started + options.timeoutMs;
    this.budget.request();

    let failed: Instance | undefined;
    for (let attempt = 0; ; attempt++) {
      const instance = this.pool.pick(failed);
      if (!instance) {
        this.observe('circuit-open', started);
        throw new UpstreamUnavailable(
          'circuit-open',
          'is unavailable (circuit open after repeated failures)',
        );
      }
      const outcome = await this.attempt(instance, send, deadline, options.healthy);
      if ('response' in outcome) {
        this.observe(attempt ? 'retried' : 'ok', started);
        return outcome.response;
      }
      const remaining = deadline - performance.now();
      const wait = backoffMs(attempt);
      const transient =
        outcome.kind === 'unreachable' ||
        (outcome.kind === 'bad-status' && UNAVAILABLE_STATUS.has(outcome.status!));
      if (
        retryable &&
        transient &&
        attempt < this.retries &&
        remaining > wait + 1 &&
        this.budget.tryRetry()
      ) {
        options.logger?.debug({ upstream: this.options.name, attempt, failure: outcome }, 'retrying');
        if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
        failed = instance;
        continue;
      }
      this.observe(outcome.kind === 'timeout' ? 'timeout' : 'unreachable', started);
      options.logger?.warn(
        { upstream: this.options.name, url: instance.url, failure: outcome },
        'upstream call failed',
      );
      throw outcome.kind === 'timeout'
        ? new UpstreamUnavailable('timeout', `timed out after ${options.timeoutMs} ms`)
        : new UpstreamUnavailable('unreachable', 'is unreachable');
    }
  }

  private async attempt(
    instance: Instance,
    send: (instance: Instance, remainingMs: number) => Promise<JsonResponse>,
    deadline: number,
    healthy: (response: JsonResponse) => boolean,
  ): Promise<{ response: JsonResponse } | Failure> {
    let response: JsonResponse;
    instance.outstanding++;
    try {
      response = await send(instance, Math.max(1, Math.ceil(deadline - performance.now())));
    } catch (error) {
      instance.breaker.failure();
      return error instanceof TimeoutError
        ? { kind: 'timeout', detail: error.message }
        : { kind: 'unreachable', detail: (error as Error).message };
    } finally {
      instance.outstanding--;
    }
    if (!healthy(response)) {
      instance.breaker.failure();
      return { kind: 'bad-status', detail: `answered ${response.status}`, status: response.status };
    }
    instance.breaker.success();
    return { response };
  }

  private observe(outcome: string, started: number): void {
    this.options.observe?.(outcome, (performance.now() - started) / 1000);
  }
}
