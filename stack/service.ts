import cluster from 'node:cluster';
import type { SubgraphBuilder } from '../subgraphs';
import { ConfigError, loadConfig, subgraphNames, type Config, type SubgraphName } from '../platform/config';
import { openEventBus } from '../platform/events';
import { JsonClient } from '../platform/http/client';
import { IdentitySigner } from '../platform/identity';
import { createLogger, type Logger } from '../platform/logging';
import { startMongo } from '../platform/mongo/embedded';
import { defaultSubgraphUrl, readSupergraph } from '../platform/schema';
import { launchSubgraph } from './launch';
import { failStartup, onShutdown } from './lifecycle';

/** What one process runs when the services are deployed apart (docker compose, one container each). */
export type ServiceSpec =
  /** A subgraph on SUBGRAPH_PORT with its own database `<MONGO_DB_PREFIX>_<name>`. */
  | { kind: 'subgraph'; name: SubgraphName; build: SubgraphBuilder }
  /** The gateway on PORT, in front of the subgraphs at USERS_URL, ORDERS_URL, CATALOG_URL, INVENTORY_URL. */
  | { kind: 'gateway' };

interface Started {
  url: string;
  details: Record<string, unknown>;
  stop(): Promise<void>;
}

/** The peers' URLs: configured ones, else the docker compose service names (`http://<name>:4001/graphql`). */
function peerUrls(config: Config): Record<SubgraphName, string> {
  return Object.fromEntries(
    subgraphNames.map((name) => [name, config.subgraphs.urls[name] ?? defaultSubgraphUrl(name)]),
  ) as Record<SubgraphName, string>;
}

async function startSubgraphService(
  spec: Extract<ServiceSpec, { kind: 'subgraph' }>,
  config: Config,
  logger: Logger,
  signer: IdentitySigner,
): Promise<Started> {
  const mongo = await startMongo({ ...config.mongo, progress: (line) => logger.info(line) });
  const http = new JsonClient({ connections: 32 });
  const peers = peerUrls(config);
  const events = await openEventBus({
    config,
    mongoUri: mongo.uri,
    dbPrefix: config.mongo.dbPrefix,
    logger: logger.child({ component: 'events' }),
  }).catch(async (error: unknown) => {
    await http.close();
    await mongo.stop();
    throw error;
  });
  try {
    const { subgraph } = await launchSubgraph({
      name: spec.name,
      build: spec.build,
      config,
      mongoUri: mongo.uri,
      dbPrefix: config.mongo.dbPrefix,
      signer,
      http,
      peers,
      publicUrl: () => config.auth.issuer!,
      logger,
      port: config.subgraphs.port,
      events,
    });
    return {
      url: subgraph.url,
      details: {
        mongo: mongo.describe,
        database: `${config.mongo.dbPrefix}_${spec.name}`,
        events: events.describe,
        peers,
      },
      stop: async () => {
        await subgraph.stop();
        await events.close();
        await http.close();
        await mongo.stop();
      },
    };
  } catch (error) {
    await events.close();
    await http.close();
    await mongo.stop();
    throw error;
  }
}

async function startGatewayService(config: Config, logger: Logger, signer: IdentitySigner): Promise<Started> {
  // Imported here so a subgraph's process never loads the gateway and its query planner.
  const { createGateway } = await import('../gateway/server');
  // Every instance of a subgraph listed in its variable, so the gateway balances and fails over among them.
  const peers = peerUrls(config);
  const subgraphUrls = Object.fromEntries(
    subgraphNames.map((name) => [name, config.subgraphs.instances[name] ?? peers[name]]),
  ) as Record<SubgraphName, string | readonly string[]>;
  // The gateway reads the event bus (subscriptions); the embedded bus lives in MongoDB.
  const mongo = await startMongo({ ...config.mongo, progress: (line) => logger.info(line) });
  const events = await openEventBus({
    config,
    mongoUri: mongo.uri,
    dbPrefix: config.mongo.dbPrefix,
    logger: logger.child({ component: 'events' }),
  }).catch(async (error: unknown) => {
    await mongo.stop();
    throw error;
  });
  const release = async () => {
    await events.close();
    await mongo.stop();
  };
  let gateway;
  try {
    gateway = await createGateway({
      config,
      subgraphUrls,
      supergraphSdl: readSupergraph(),
      signer,
      // runService has made sure it is set: the users service signs tokens for this same issuer.
      publicUrl: () => config.auth.issuer!,
      events,
      logger,
    });
  } catch (error) {
    await release();
    throw error;
  }
  try {
    const { url, grpcAddress } = await gateway.listen(config.port, config.host, config.grpc.port);
    return {
      url: `${url}/graphql`,
      details: { grpc: grpcAddress, subgraphs: subgraphUrls, events: events.describe },
      stop: async () => {
        await gateway.stop();
        await release();
      },
    };
  } catch (error) {
    await gateway.stop();
    await release();
    throw error;
  }
}

/**
 * SUBGRAPH_PROCESSES > 1 for a standalone subgraph: this process only forks that many cluster workers,
 * which run the subgraph and share SUBGRAPH_PORT (the primary hands out connections), forwards SIGINT and
 * SIGTERM to them so each drains, and exits when they all have. A worker that dies is replaced.
 */
function runClusterPrimary(count: number, logger: Logger): void {
  let stopping = false;
  for (let i = 0; i < count; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.warn({ pid: worker.process.pid, code, signal }, 'subgraph worker died; starting another');
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping the subgraph workers');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  logger.info({ workers: count }, 'started subgraph workers sharing one port');
}

/**
 * The one entry point of every standalone service (`subgraphs/<name>/main.ts`, `gateway/main.ts`): reads
 * the configuration once, starts the service, logs a `ready` line with its URL, and drains on SIGTERM.
 * Start-up failures print what to fix and exit 1.
 */
export async function runService(spec: ServiceSpec): Promise<void> {
  const name = spec.kind === 'gateway' ? 'gateway' : spec.name;
  let config: Config | undefined;
  try {
    config = loadConfig(process.env);
    const problems: string[] = [];
    if (config.gatewaySecretGenerated) {
      problems.push(
        'GATEWAY_SECRET: required when the services run as separate processes, which must share it ' +
          '(the gateway signs every caller identity with it and each subgraph verifies the signature)',
      );
    }
    if (!config.auth.issuer) {
      problems.push(
        'AUTH_ISSUER: required when the services run as separate processes, which must agree on it ' +
          '(the users service signs tokens for this issuer and the gateway accepts no other): the public URL of the gateway',
      );
    }
    const clustered = spec.kind === 'subgraph' && config.subgraphs.processes > 1;
    if (clustered && !config.mongo.uri) {
      problems.push(
        'SUBGRAPH_PROCESSES: more than one process per standalone subgraph needs MONGODB_URI ' +
          '(each process would otherwise start an embedded MongoDB of its own)',
      );
    }
    if (problems.length) throw new ConfigError(problems);
    const logger = createLogger({ level: config.logLevel, service: name });
    if (clustered && cluster.isPrimary) {
      runClusterPrimary(config.subgraphs.processes, logger);
      return;
    }
    const signer = new IdentitySigner(config.gatewaySecret);
    let started: Started;
    switch (spec.kind) {
      case 'subgraph':
        started = await startSubgraphService(spec, config, logger, signer);
        break;
      case 'gateway':
        started = await startGatewayService(config, logger, signer);
        break;
      default: {
        const exhaustive: never = spec;
        throw new Error(`unknown service ${JSON.stringify(exhaustive)}`);
      }
    }
    onShutdown(started.stop, (line) => logger.info(line));
    logger.info({ url: started.url, pid: process.pid, ...started.details }, 'ready');
  } catch (error) {
    const subgraph = spec.kind === 'subgraph';
    failStartup(error, subgraph ? config?.subgraphs.port : config?.port, subgraph ? 'SUBGRAPH_PORT' : 'PORT');
  }
}
