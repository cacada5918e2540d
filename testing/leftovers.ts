/**
 * Disposers of everything a test file started, drained after the file (graphql-ws's `leftovers` habit): a
 * failing test never leaves a server or a connection behind. testing/setup.ts drains them after every
 * file; it runs per file also where vitest reuses one worker's modules across files (`isolate: false`).
 */
const leftovers: Array<() => Promise<unknown>> = [];

export function dispose(disposer: () => Promise<unknown>): void {
  leftovers.push(disposer);
}

/** Runs every disposer, newest first; one that fails does not keep the others from running. */
export async function drainLeftovers(): Promise<void> {
  while (leftovers.length) await leftovers.pop()!().catch(() => {});
}
