/**
 * Benchmark child: the load generator. Over one keep-alive undici pool of `concurrency` connections it
 * posts the federated read, each request for the next order id of a shuffled list, for a warm-up and then
 * a measured window: either a closed loop of `concurrency` workers (each sends when its last answer
 * came), or an open loop that starts `rate` requests per second on schedule, whatever the answers, and
 * counts each latency from when the request was due (so a slow gateway cannot hide its queue by being
 * sent less). It runs in its own process so its CPU never counts as a gateway's.
 */
import { Pool } from 'undici';
import { orderRequestBody } from './query';
import { RESULT, WINDOW_END, WINDOW_START, type LoadOptions } from './protocol';
import { emit, serveRole } from './role';
import type { WindowResult } from './stats';

/** A request may take this long before it counts as failed (ms); far above any healthy latency here. */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The window's edges are timers, announced to the parent as they pass, so the parent samples the gateway's
 * CPU at the same instants that bound the counted requests (those that complete inside the window).
 */
async function run(options: LoadOptions, pool: Pool): Promise<WindowResult> {
  const url = new URL(options.url);
  // Bodies are built once so the generator spends its CPU on sending, not on JSON.stringify.
  const bodies = options.orderIds.map(orderRequestBody);
  const headers = { ...options.headers, 'content-type': 'application/json', accept: 'application/json' };
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  let firstError: string | undefined;

  const windowStart = performance.now() + options.warmupMs;
  const windowEnd = windowStart + options.durationMs;
  // Each edge is announced exactly once, in order: by its timer, or at the latest when the workers are done
  // (in one busy poll phase every worker can see the window closed before the timers phase runs).
  const pending = [WINDOW_START, WINDOW_END];
  const announce = (edge: string) => {
    while (pending.length && pending[0] !== edge) emit(pending.shift()!, null);
    if (pending[0] === edge) emit(pending.shift()!, null);
  };
  const edges = [
    setTimeout(() => announce(WINDOW_START), options.warmupMs),
    setTimeout(() => announce(WINDOW_END), options.warmupMs + options.durationMs),
  ];
  // Any failure fails the run, warm-up included: a gateway that answers wrongly is not measured.
  const fail = (reason: string) => {
    errors++;
    firstError ??= reason;
  };

  /** One request; its latency counts from `dueAt` (when it was sent, or in an open loop when it was due). */
  const send = async (body: string, dueAt: number) => {
    try {
      const response = await pool.request({
        path: url.pathname,
        method: 'POST',
        headers,
        body,
        headersTimeout: REQUEST_TIMEOUT_MS,
        bodyTimeout: REQUEST_TIMEOUT_MS,
      });
      const text = await response.body.text();
      const doneAt = performance.now();
      if (response.statusCode !== 200) fail(`HTTP ${response.statusCode}: ${text.slice(0, 300)}`);
      else if (text.includes('"errors"')) fail(`GraphQL errors: ${text.slice(0, 300)}`);
      else if (doneAt >= windowStart && doneAt < windowEnd) latencies.push(doneAt - dueAt);
    } catch (error) {
      fail(`transport: ${(error as Error).message}`);
    }
  };
  const nextBody = () => bodies[next++ % bodies.length]!;

  const closedLoop = async () => {
    const worker = async () => {
      while (performance.now() < windowEnd) await send(nextBody(), performance.now());
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
  };

  // Requests beyond the pool's connections wait in undici's queue, and that wait counts in their latency.
  const openLoop = async () => {
    const intervalMs = 1000 / options.rate;
    const startedAt = performance.now();
    const inFlight = new Set<Promise<void>>();
    for (let sent = 0; ; sent++) {
      const dueAt = startedAt + sent * intervalMs;
      if (dueAt >= windowEnd) break;
      const wait = dueAt - performance.now();
      // Timers are coarse (about 1 ms): a request whose time has come is sent at once, late ones catch up.
      if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const request = send(nextBody(), dueAt).finally(() => inFlight.delete(request));
      inFlight.add(request);
    }
    await Promise.all(inFlight);
  };

  try {
    await (options.rate > 0 ? openLoop() : closedLoop());
  } finally {
    for (const timer of edges) clearTimeout(timer);
    announce(WINDOW_END);
  }
  latencies.sort((a, b) => a - b);
  return { windowMs: options.durationMs, latencies, errors, ...(firstError ? { firstError } : {}) };
}

serveRole<LoadOptions, null>(async (options) => {
  const pool = new Pool(new URL(options.url).origin, { connections: options.concurrency, pipelining: 1 });
  // Started after `ready` is sent so the parent is already listening for the window's events.
  setImmediate(() => {
    run(options, pool).then(
      (result) => emit(RESULT, result),
      (error: unknown) => emit(RESULT, { error: String(error) }),
    );
  });
  return { info: null, stop: () => pool.close() };
});
