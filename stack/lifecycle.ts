import { ConfigError } from '../platform/config';

/**
 * How soon after the first signal the same signal counts as a relay of it, not a second request. `npm
 * start` execs node (so SIGTERM sent to npm, which npm relays, reaches the server); a terminal's Ctrl-C
 * then reaches node twice within milliseconds: from the terminal and relayed by npm.
 */
const RELAY_WINDOW_MS = 1_000;

/**
 * Process lifecycle for entry points: the first SIGINT/SIGTERM drains (stop accepting, finish in-flight
 * requests, close databases); a second one exits at once, unless it is the same signal relayed (see
 * RELAY_WINDOW_MS). `now` is the time the relay window is measured in. Default Date.now.
 */
export function onShutdown(
  stop: () => Promise<void>,
  say: (line: string) => void = console.log,
  now: () => number = Date.now,
): void {
  let first: { signal: NodeJS.Signals; at: number } | undefined;
  const handler = (signal: NodeJS.Signals) => {
    if (first) {
      if (signal === first.signal && now() - first.at < RELAY_WINDOW_MS) return;
      say(`${signal} again: exiting without waiting.`);
      process.exit(1);
    }
    first = { signal, at: now() };
    say(`${signal} received: draining in-flight requests and stopping (press Ctrl-C again to force)...`);
    stop().then(
      () => {
        say('Stopped cleanly.');
        process.exit(0);
      },
      (error: unknown) => {
        console.error('Stop failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

/**
 * Prints a start-up failure as something a person can act on, then exits non-zero. `portVariable` names
 * the setting to change when the port is taken. Default PORT.
 */
export function failStartup(error: unknown, port?: number, portVariable = 'PORT'): never {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException)?.code === 'EADDRINUSE') {
    console.error(
      `Port ${port ?? ''} is already in use by another process. Set ${portVariable} to a free port (or 0 for any) and start again.`,
    );
  } else {
    console.error(`Start-up failed: ${(error as Error)?.message ?? error}`);
    if ((error as Error)?.stack && process.env.DEBUG) console.error((error as Error).stack);
  }
  process.exit(1);
}
