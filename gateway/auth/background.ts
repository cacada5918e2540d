import type { Logger } from '../../platform/logging';

/**
 * Work an endpoint does after it has answered (a password reset's token and message: answering first keeps
 * its timing the same for every address). Failures are logged; `idle()` waits for what is under way, so
 * the gateway finishes it before it stops.
 */
export class BackgroundWork {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  run(what: string, requestId: string, task: () => Promise<unknown>): void {
    const done: Promise<void> = task()
      .then(
        () => {},
        (error: unknown) => this.logger.warn({ err: error, requestId }, `${what} failed`),
      )
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  /** Resolves once nothing started so far is still running. */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running]);
  }
}
