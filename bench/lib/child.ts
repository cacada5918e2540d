import { fork, type ChildProcess } from 'node:child_process';
import { repoRoot } from '../../platform/paths';
import type { ChildMessage, CpuSample, ParentMessage } from './protocol';

export interface ChildOptions {
  /** Shown in errors and progress lines. */
  label: string;
  /** Path of the role's file, relative to the repository root. */
  script: string;
  /** Environment of the child (the entry decides it; children read none themselves). */
  env: NodeJS.ProcessEnv;
  /** Extra Node flags, e.g. `--cpu-prof` when profiling. */
  nodeFlags?: string[];
  /** How long `start` may take before the run gives up (ms). Default 120000. */
  startTimeoutMs?: number;
}

/** The parent's handle on one child process of the benchmark. */
export class Child<TReady> {
  private readonly waiters: Array<{
    accept: (message: ChildMessage) => boolean;
    resolve: (message: ChildMessage) => void;
  }> = [];
  /** Messages that arrived before anyone waited for them; the next matching wait takes them. */
  private readonly unclaimed: ChildMessage[] = [];
  private exited: Promise<number | null>;
  private exitError: Error | undefined;

  private constructor(
    readonly label: string,
    private readonly process: ChildProcess,
    readonly info: TReady,
  ) {
    this.exited = new Promise((resolve) => process.once('exit', (code) => resolve(code)));
  }

  get pid(): number {
    return this.process.pid ?? -1;
  }

  /** Forks the role's script with tsx, sends it its options and resolves once it reports ready. */
  static async start<TReady>(options: ChildOptions, roleOptions: unknown): Promise<Child<TReady>> {
    const child = fork(options.script, [], {
      cwd: repoRoot,
      env: options.env,
      execArgv: ['--import', 'tsx', ...(options.nodeFlags ?? [])],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const ready = await new Promise<ChildMessage>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`${options.label} did not start within ${options.startTimeoutMs ?? 120_000} ms`));
      }, options.startTimeoutMs ?? 120_000);
      const onMessage = (message: ChildMessage) => {
        if (message.type !== 'ready' && message.type !== 'failed') return;
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message);
      };
      const onExit = (code: number | null) => {
        clearTimeout(timer);
        reject(new Error(`${options.label} exited with code ${code} before it was ready`));
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send({ type: 'start', options: roleOptions } satisfies ParentMessage);
    });
    if (ready.type === 'failed') {
      child.kill('SIGKILL');
      throw new Error(`${options.label} failed to start:\n${ready.error}`);
    }
    const handle = new Child<TReady>(options.label, child, (ready as { info: TReady }).info);
    child.on('message', (message: ChildMessage) => handle.dispatch(message));
    child.once('exit', (code) => {
      handle.exitError = new Error(`${options.label} exited unexpectedly (code ${code})`);
    });
    return handle;
  }

  private dispatch(message: ChildMessage): void {
    const index = this.waiters.findIndex((waiter) => waiter.accept(message));
    if (index === -1) {
      this.unclaimed.push(message);
      return;
    }
    const [waiter] = this.waiters.splice(index, 1);
    waiter!.resolve(message);
  }

  private next(
    accept: (message: ChildMessage) => boolean,
    timeoutMs: number,
    what: string,
  ): Promise<ChildMessage> {
    const early = this.unclaimed.findIndex(accept);
    if (early !== -1) return Promise.resolve(this.unclaimed.splice(early, 1)[0]!);
    if (this.exitError) return Promise.reject(this.exitError);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${this.label}: no ${what} within ${timeoutMs} ms`)),
        timeoutMs,
      );
      const onExit = () => reject(new Error(`${this.label} exited while waiting for ${what}`));
      this.process.once('exit', onExit);
      this.waiters.push({
        accept,
        resolve: (message) => {
          clearTimeout(timer);
          this.process.off('exit', onExit);
          resolve(message);
        },
      });
    });
  }

  /** The child's CPU use so far, measured inside the child. */
  async cpu(): Promise<CpuSample> {
    const answer = this.next((message) => message.type === 'cpu', 5_000, 'CPU sample');
    this.process.send({ type: 'cpu' } satisfies ParentMessage);
    const message = await answer;
    return (message as { sample: CpuSample }).sample;
  }

  /** Starts the child's CPU profiler (see `profileStop`). */
  profileStart(): void {
    this.process.send({ type: 'profile-start' } satisfies ParentMessage);
  }

  /** Stops the child's CPU profiler and waits until it has written the profile to `path`. */
  async profileStop(path: string): Promise<void> {
    const written = this.next((message) => message.type === 'profiled', 30_000, 'profile');
    this.process.send({ type: 'profile-stop', path } satisfies ParentMessage);
    await written;
  }

  /** Waits for a role-specific event (see ChildMessage `event`). */
  async event<T>(name: string, timeoutMs: number): Promise<T> {
    const message = await this.next(
      (candidate) => candidate.type === 'event' && candidate.name === name,
      timeoutMs,
      `"${name}"`,
    );
    return (message as { data: T }).data;
  }

  /** Asks the role to stop and waits for the process to exit; kills it after `graceMs`. */
  async stop(graceMs = 15_000): Promise<void> {
    if (this.process.exitCode !== null || this.process.signalCode !== null) return;
    this.exitError = new Error(`${this.label} was stopped`);
    const timer = setTimeout(() => this.process.kill('SIGKILL'), graceMs);
    if (this.process.connected) this.process.send({ type: 'stop' } satisfies ParentMessage);
    else this.process.kill('SIGTERM');
    await this.exited;
    clearTimeout(timer);
  }
}
