import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { Config, SubgraphName } from '../platform/config';
import type { Logger } from '../platform/logging';
import { repoRoot } from '../platform/paths';
import type { WorkerReply, WorkerRequest } from './subgraph-worker';

/** How long a worker may take to start its four subgraphs, and to stop. */
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

export interface SubgraphWorkers {
  /** The workers' process ids. */
  pids: number[];
  /** Each worker's subgraph URLs, by subgraph, in worker order. */
  urls: Partial<Record<SubgraphName, string[]>>;
  /** Tells every worker the token issuer (the gateway's address, once it listens) and waits for them. */
  setIssuer(issuer: string): Promise<void>;
  stop(): Promise<void>;
}

function reply<T extends WorkerReply['type']>(
  child: ChildProcess,
  type: T,
  timeoutMs: number,
): Promise<Extract<WorkerReply, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => done(new Error(`a subgraph worker did not answer ${type} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onMessage = (message: WorkerReply) => {
      if (message.type === type) done(null, message as Extract<WorkerReply, { type: T }>);
      else if (message.type === 'failed')
        done(new Error(`a subgraph worker failed to start: ${message.error}`));
    };
    const onExit = (code: number | null) =>
      done(new Error(`a subgraph worker exited (code ${code}) before ${type}`));
    const done = (error: Error | null, value?: Extract<WorkerReply, { type: T }>) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(value!);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    const request: WorkerRequest = { type: 'stop' };
    if (child.connected) child.send(request);
    else child.kill('SIGTERM');
  });
}

/**
 * `count` worker processes serving the stack's subgraphs (SUBGRAPH_PROCESSES - 1 of them; the stack's own
 * process is the first), started in parallel with the stack's settings on its MongoDB and event bus.
 */
export async function startSubgraphWorkers(options: {
  count: number;
  config: Config;
  mongoUri: string;
  dbPrefix: string;
  issuer: string | null;
  logger: Logger;
}): Promise<SubgraphWorkers> {
  const { config } = options;
  const env: NodeJS.ProcessEnv = {
    ...config.source,
    // The stack's own values, which its environment may not hold (a generated secret, a test's database).
    MONGODB_URI: options.mongoUri,
    MONGO_DB_PREFIX: options.dbPrefix,
    GATEWAY_SECRET: config.gatewaySecret,
    SUBGRAPH_PROCESSES: '1',
  };
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map(stopChild));
  };
  try {
    for (let i = 0; i < options.count; i++) {
      const child = fork(join(repoRoot, 'stack', 'subgraph-worker.ts'), [], {
        execArgv: ['--import', 'tsx'],
        env,
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      children.push(child);
    }
    const ready = await Promise.all(
      children.map((child) => {
        const started = reply(child, 'ready', START_TIMEOUT_MS);
        const request: WorkerRequest = {
          type: 'start',
          mongoUri: options.mongoUri,
          dbPrefix: options.dbPrefix,
          issuer: options.issuer,
        };
        child.send(request);
        return started;
      }),
    );
    const urls: SubgraphWorkers['urls'] = {};
    for (const { urls: served } of ready)
      for (const [name, url] of Object.entries(served) as Array<[SubgraphName, string]>)
        (urls[name] ??= []).push(url);
    options.logger.info({ workers: children.map((child) => child.pid), urls }, 'subgraph workers ready');
    return {
      pids: children.map((child) => child.pid!),
      urls,
      setIssuer: async (issuer) => {
        await Promise.all(
          children.map((child) => {
            const set = reply(child, 'issuer-set', START_TIMEOUT_MS);
            const request: WorkerRequest = { type: 'issuer', issuer };
            child.send(request);
            return set;
          }),
        );
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
