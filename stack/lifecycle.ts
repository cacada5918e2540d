import { ConfigError } from '../platform/config';

/**
 * Process lifecycle for entry points: the first SIGINT/SIGTERM drains (stop accepting, finish in-flight
 * requests, close databases); a second one exits at once.
 */
export function onShutdown(stop: () => Promise<void>, say: (line: string) => void = console.log): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) {
      say(`${signal} again: exiting without waiting.`);
      process.exit(1);
    }
    stopping = true;
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
