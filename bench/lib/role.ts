import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { ChildMessage, CpuSample, ParentMessage } from './protocol';

/** What a role's `start` gives back: what the parent needs to know, and how to stop. */
export interface Started<TReady> {
  info: TReady;
  stop(): Promise<void>;
}

function send(message: ChildMessage): void {
  process.send?.(message);
}

export function cpuSample(): CpuSample {
  const usage = process.cpuUsage();
  return { micros: usage.user + usage.system, at: Date.now() };
}

/** Sends a role-specific event to the parent (see ChildMessage `event`). */
export function emit(name: string, data: unknown): void {
  send({ type: 'event', name, data });
}

/**
 * Runs this process as one role of the benchmark: waits for `start`, answers CPU samples over IPC (so the
 * parent measures a gateway's CPU from inside that gateway's own process), and stops on `stop` or when the
 * parent goes away, so no child outlives a crashed run.
 */
export function serveRole<TOptions, TReady>(start: (options: TOptions) => Promise<Started<TReady>>): void {
  if (!process.send) throw new Error('This file is a benchmark child process; run `npm run bench` instead.');
  let started: Started<TReady> | undefined;
  let stopping = false;
  let profiler: Session | undefined;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await started?.stop().catch((error: unknown) => console.error('stop failed:', error));
    send({ type: 'stopped' });
    // Libraries may keep handles open (driver pools, timers); the role is over, so leave for sure.
    setTimeout(() => process.exit(code), 50);
  };
  process.on('message', (message: ParentMessage) => {
    switch (message.type) {
      case 'start':
        start(message.options as TOptions).then(
          (result) => {
            started = result;
            send({ type: 'ready', info: result.info });
          },
          (error: unknown) => {
            send({ type: 'failed', error: (error as Error)?.stack ?? String(error) });
            void stop(1);
          },
        );
        return;
      case 'cpu':
        send({ type: 'cpu', sample: cpuSample() });
        return;
      case 'profile-start':
        profiler = new Session();
        profiler.connect();
        void profiler.post('Profiler.enable').then(() => profiler!.post('Profiler.start'));
        return;
      case 'profile-stop': {
        const session = profiler;
        profiler = undefined;
        void session?.post('Profiler.stop').then(({ profile }) => {
          writeFileSync(message.path, JSON.stringify(profile));
          session.disconnect();
          send({ type: 'profiled' });
        });
        return;
      }
      case 'stop':
        void stop(0);
        return;
      default: {
        const exhaustive: never = message;
        return exhaustive;
      }
    }
  });
  process.on('disconnect', () => void stop(1));
}
