/**
 * A worker process of the stack (SUBGRAPH_PROCESSES > 1): the four subgraphs again, on ports of their own,
 * on the stack's MongoDB and event bus, so the gateway can balance each subgraph over several processes
 * (several cores). Started and stopped by `startStack` over IPC; it never runs on its own.
 *
 * Its background work (outbox relays, the payment worker, event consumers, sweepers) runs as in any
 * replica: consumers are named and hold leases, every step is idempotent, so two processes share it.
 */
import { loadConfig, type SubgraphName } from '../platform/config';
import { openEventBus } from '../platform/events';
import { JsonClient } from '../platform/http/client';
import { IdentitySigner } from '../platform/identity';
import { createLogger } from '../platform/logging';
import { subgraphBuilders } from '../subgraphs';
import { launchSubgraphs } from './launch';

/** Parent -> worker. */
export type WorkerRequest =
  /** Everything the worker needs that its environment cannot say: where MongoDB is, the issuer. */
  | { type: 'start'; mongoUri: string; dbPrefix: string; issuer: string | null }
  /** The gateway's address, once it listens (the token issuer when AUTH_ISSUER is unset). */
  | { type: 'issuer'; issuer: string }
  | { type: 'stop' };

/** Worker -> parent. */
export type WorkerReply =
  /** The subgraphs this worker serves (all but those the deployment runs elsewhere). */
  | { type: 'ready'; urls: Partial<Record<SubgraphName, string>> }
  | { type: 'issuer-set' }
  | { type: 'failed'; error: string };

const send = (reply: WorkerReply) => process.send?.(reply);

if (!process.send) {
  console.error(
    'stack/subgraph-worker.ts is started by the stack (SUBGRAPH_PROCESSES); run `npm start` instead.',
  );
  process.exit(2);
}

const config = loadConfig(process.env);
const logger = createLogger({ level: config.logLevel, service: `worker-${process.pid}` });
const cleanups: Array<() => Promise<void>> = [];
let issuer: string | null = null;
let stopping = false;

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  for (const cleanup of cleanups.reverse())
    await cleanup().catch((error: unknown) => logger.error({ err: error }, 'stop failed'));
  process.exit(code);
}

async function start(request: Extract<WorkerRequest, { type: 'start' }>): Promise<void> {
  issuer = request.issuer;
  const http = new JsonClient({ connections: 32 });
  cleanups.push(() => http.close());
  const events = await openEventBus({
    config,
    mongoUri: request.mongoUri,
    dbPrefix: request.dbPrefix,
    logger: logger.child({ service: 'events' }),
  });
  cleanups.push(() => events.close());
  const signer = new IdentitySigner(config.gatewaySecret);
  const publicUrl = () => issuer ?? config.auth.issuer ?? `http://${config.host}:${config.port}`;
  // A worker is a whole copy of the subgraph tier: its subgraphs call each other.
  const { launched } = await launchSubgraphs({
    builders: subgraphBuilders,
    config,
    mongoUri: request.mongoUri,
    dbPrefix: request.dbPrefix,
    signer,
    http,
    publicUrl,
    logger,
    events,
    onLaunched: ({ subgraph }) => cleanups.push(() => subgraph.stop()),
  });
  const served: Partial<Record<SubgraphName, string>> = Object.fromEntries(
    launched.map(({ subgraph }) => [subgraph.name, subgraph.url]),
  );
  send({ type: 'ready', urls: served });
}

process.on('message', (message: WorkerRequest) => {
  switch (message.type) {
    case 'start':
      start(message).catch((error: unknown) => {
        send({ type: 'failed', error: (error as Error)?.stack ?? String(error) });
        void stop(1);
      });
      return;
    case 'issuer':
      issuer = message.issuer;
      send({ type: 'issuer-set' });
      return;
    case 'stop':
      void stop(0);
      return;
    default: {
      const exhaustive: never = message;
      return exhaustive;
    }
  }
});
// The stack owns this process: when it goes, so does the worker.
process.on('disconnect', () => void stop(1));
// Ctrl-C reaches the whole process group; the stack stops its workers itself, in order.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});
