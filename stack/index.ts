import type { Connection } from 'mongoose';
import type { Clock } from '../platform/clock';
import { createGateway, type Gateway, type GatewayOptions } from '../gateway/server';
import { openEventBus, type EventBus } from '../platform/events';
import { subgraphBuilders } from '../subgraphs';
import { subgraphNames, type Config, type SubgraphName } from '../platform/config';
import { JsonClient } from '../platform/http/client';
import { IdentitySigner } from '../platform/identity';
import { createLogger, type Logger } from '../platform/logging';
import { startMongo, type MongoBackendHandle } from '../platform/mongo/embedded';
import { readSupergraph } from '../platform/schema';
import { launchSubgraphs } from './launch';
import { startSubgraphWorkers } from './workers';
import type { RunningSubgraph } from '../platform/subgraph';

export interface StackOptions {
  config: Config;
  /** Use this MongoDB instead of starting one (the test harness shares one server across files). */
  mongoUri?: string;
  /** Database name prefix; tests give every file its own. Default config.mongo.dbPrefix. */
  dbPrefix?: string;
  /** Gateway port. Default config.port. */
  gatewayPort?: number;
  /** Emit driver command events on every connection (round-trip counting in tests). */
  monitorCommands?: boolean;
  /** Progress lines for slow steps (first-run Maven fetch, JVM start). */
  progress?: (line: string) => void;
  logger?: Logger;
  /** Passed through to the gateway (extra routes, the admission hook). */
  gateway?: Pick<GatewayOptions, 'routes' | 'admission'>;
  /**
   * Clocks of in-process subgraphs, by subgraph (default the system clock): a test hands one subgraph a
   * ManualClock (testing/clock.ts) and moves its time instead of sleeping.
   */
  clocks?: Partial<Record<SubgraphName, Clock>>;
}

export interface Stack {
  config: Config;
  mongo: MongoBackendHandle;
  /** e.g. http://127.0.0.1:4000 */
  gatewayUrl: string;
  graphqlUrl: string;
  /** The gRPC UserService, e.g. 127.0.0.1:50051. */
  grpcAddress: string;
  subgraphUrls: Record<SubgraphName, string>;
  /** Databases of the in-process subgraphs, by subgraph. */
  connections: Partial<Record<SubgraphName, Connection>>;
  signer: IdentitySigner;
  /** The event bus every service of this stack shares (its database is `<dbPrefix>_events`). */
  events: EventBus;
  dbPrefix: string;
  gateway: Gateway;
  subgraphs: RunningSubgraph[];
  /** Process ids of the subgraph worker processes (SUBGRAPH_PROCESSES - 1 of them). */
  workerPids: number[];
  logger: Logger;
  stop(): Promise<void>;
}

/**
 * Starts the whole stack in this process: MongoDB (unless given), every subgraph without a configured
 * remote URL, and the gateway. Subgraphs still talk to the gateway over HTTP, exactly as when each runs
 * alone; only the process is shared.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const { config } = options;
  const logger = options.logger ?? createLogger({ level: config.logLevel, service: 'stack' });
  const signer = new IdentitySigner(config.gatewaySecret);
  const cleanups: Array<() => Promise<void>> = [];
  // One stop however often it is asked for (a test's explicit stop and its disposer both call it): a second
  // run would stop MongoDB and the servers again, in the wrong order, and log failures that are not.
  let stopping: Promise<void> | undefined;
  const stopAll = () =>
    (stopping ??= (async () => {
      for (const cleanup of cleanups.reverse())
        await cleanup().catch((error) => logger.error({ err: error }, 'stop failed'));
    })());

  try {
    const mongo = options.mongoUri
      ? {
          uri: options.mongoUri,
          kind: 'external' as const,
          describe: 'shared test MongoDB',
          supportsTransactions: false,
          stop: async () => {},
        }
      : await startMongo({ ...config.mongo, progress: options.progress });
    cleanups.push(() => mongo.stop());

    const http = new JsonClient({ connections: 32 });
    cleanups.push(() => http.close());
    const prefix = options.dbPrefix ?? config.mongo.dbPrefix;
    const events = await openEventBus({
      config,
      mongoUri: mongo.uri,
      dbPrefix: prefix,
      logger: logger.child({ service: 'events' }),
    });
    cleanups.push(() => events.close());
    // Without AUTH_ISSUER the issuer is the gateway's own address, known once it listens (port 0 in tests).
    let gatewayAddress: string | undefined;
    const publicUrl = () => config.auth.issuer ?? gatewayAddress ?? `http://${config.host}:${config.port}`;
    const { peers, launched } = await launchSubgraphs({
      builders: subgraphBuilders,
      config,
      mongoUri: mongo.uri,
      dbPrefix: prefix,
      signer,
      http,
      publicUrl,
      logger,
      monitorCommands: options.monitorCommands,
      events,
      clocks: options.clocks,
      onLaunched: ({ subgraph }) => cleanups.push(() => subgraph.stop()),
    });
    const connections: Partial<Record<SubgraphName, Connection>> = Object.fromEntries(
      launched.map(({ subgraph, connection }) => [subgraph.name, connection]),
    );
    const running: RunningSubgraph[] = launched.map(({ subgraph }) => subgraph);
    // The gateway and the subgraphs' peer calls reach this process's subgraphs in process.
    const localSubgraphs = new Map(
      config.subgraphs.transport === 'auto'
        ? running.map((subgraph) => [subgraph.url, subgraph.local] as const)
        : [],
    );
    for (const [url, endpoint] of localSubgraphs) http.serveLocally(url, endpoint);

    // SUBGRAPH_PROCESSES > 1: more processes serve the same subgraphs, on the same databases and bus.
    const workers =
      config.subgraphs.processes > 1
        ? await startSubgraphWorkers({
            count: config.subgraphs.processes - 1,
            config,
            mongoUri: mongo.uri,
            dbPrefix: prefix,
            issuer: config.auth.issuer ?? null,
            logger,
          })
        : null;
    if (workers) cleanups.push(() => workers.stop());

    // Remote subgraphs may list several instances, and workers add theirs; the gateway balances over all.
    const gatewayUrls: Record<SubgraphName, string | readonly string[]> = { ...peers };
    for (const name of subgraphNames) {
      const more = workers?.urls[name] ?? [];
      gatewayUrls[name] =
        config.subgraphs.instances[name] ?? (more.length ? [peers[name], ...more] : peers[name]);
    }
    const gateway = await createGateway({
      config,
      subgraphUrls: gatewayUrls,
      supergraphSdl: readSupergraph(),
      localSubgraphs,
      signer,
      publicUrl,
      events,
      logger: logger.child({ service: 'gateway' }),
      ...options.gateway,
    });
    cleanups.push(() => gateway.stop());
    const { url: gatewayUrl, grpcAddress } = await gateway.listen(
      options.gatewayPort ?? config.port,
      config.host,
      config.grpc.port,
    );
    gatewayAddress = gatewayUrl;
    // Without AUTH_ISSUER the workers sign tokens for this address too, so they learn it before any request.
    if (workers && !config.auth.issuer) await workers.setIssuer(gatewayUrl);

    return {
      config,
      mongo,
      gatewayUrl,
      graphqlUrl: `${gatewayUrl}/graphql`,
      grpcAddress,
      subgraphUrls: { ...peers },
      connections,
      signer,
      events,
      dbPrefix: prefix,
      gateway,
      subgraphs: running,
      workerPids: workers?.pids ?? [],
      logger,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
