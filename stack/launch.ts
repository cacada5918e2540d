import type { Connection } from 'mongoose';
import type { Clock } from '../platform/clock';
import type { SubgraphBuilder } from '../subgraphs';
import { subgraphNames, type Config, type SubgraphName } from '../platform/config';
import type { EventBus } from '../platform/events/bus';
import type { JsonClient } from '../platform/http/client';
import type { IdentitySigner } from '../platform/identity';
import type { Logger } from '../platform/logging';
import { openDatabase } from '../platform/mongo/connection';
import { closeRedis, connectRedis } from '../platform/redis';
import { startSubgraph, type RunningSubgraph } from '../platform/subgraph';
import { ServiceClient } from '../platform/subgraph/service-client';

export interface LaunchOptions {
  name: SubgraphName;
  build: SubgraphBuilder;
  config: Config;
  mongoUri: string;
  /** The subgraph's database is `<dbPrefix>_<name>`. */
  dbPrefix: string;
  signer: IdentitySigner;
  /** Shared keep-alive client for this process's calls to other subgraphs. */
  http: JsonClient;
  /** Where the other subgraphs answer; read at request time, so it may still be filling while this starts. */
  peers: Record<SubgraphName, string>;
  /** The gateway's public base URL (the token issuer); read at request time. */
  publicUrl: () => string;
  logger: Logger;
  port: number;
  /** Emit driver command events (round-trip counting in tests). Default false. */
  monitorCommands?: boolean;
  /** The deployment's event bus (opened once per process). */
  events: EventBus;
  /** The subgraph's clock. Default the system clock. */
  clock?: Clock;
}

/**
 * One subgraph, from its database to a listening HTTP server: the single way a subgraph is started,
 * whether the whole stack shares a process (`npm start`, tests) or each runs alone (docker compose).
 */
export async function launchSubgraph(
  options: LaunchOptions,
): Promise<{ subgraph: RunningSubgraph; connection: Connection }> {
  const { name, config, logger } = options;
  const connection = await openDatabase({
    uri: options.mongoUri,
    dbName: `${options.dbPrefix}_${name}`,
    monitorCommands: options.monitorCommands,
  });
  // Field limits share Redis with every replica when one is configured (REDIS_URL).
  const redis =
    config.redis && config.subgraphs.fieldRateLimits
      ? await connectRedis(config.redis, logger.child({ component: 'redis' }))
      : undefined;
  try {
    const module = await options.build({
      config,
      connection,
      logger,
      services: new ServiceClient(options.http, options.signer, name, config.subgraphs.timeoutMs),
      peers: options.peers,
      publicUrl: options.publicUrl,
      events: options.events,
      clock: options.clock,
    });
    const subgraph = await startSubgraph(module, {
      signer: options.signer,
      logger,
      includeStacktrace: !config.production,
      shutdownGraceMs: config.shutdownGraceMs,
      rateLimits: config.subgraphs.fieldRateLimits,
      redis,
      port: options.port,
      host: config.host,
    });
    if (!redis) return { subgraph, connection };
    return {
      subgraph: {
        ...subgraph,
        stop: async () => {
          await subgraph.stop();
          await closeRedis(redis);
        },
      },
      connection,
    };
  } catch (error) {
    await connection.close().catch(() => {});
    if (redis) await closeRedis(redis);
    throw error;
  }
}

/** One process's share of the subgraph tier (launchSubgraphs). */
export interface LaunchedTier {
  /** Where every subgraph answers: this process's own, or the deployment's remote URL. */
  peers: Record<SubgraphName, string>;
  /** The subgraphs this process runs, with their databases, in start order. */
  launched: Array<{ subgraph: RunningSubgraph; connection: Connection }>;
}

/**
 * Every subgraph the deployment does not run elsewhere (USERS_URL, ...), in this process, calling each
 * other (and the remote ones) as peers: the stack's own process and each of its workers start their tier
 * this way. `onLaunched` sees each as it comes up, so a caller can register its stop before the next starts.
 */
export async function launchSubgraphs(
  options: Omit<LaunchOptions, 'name' | 'build' | 'peers' | 'port' | 'clock' | 'logger'> & {
    builders: Record<SubgraphName, SubgraphBuilder>;
    logger: Logger;
    clocks?: Partial<Record<SubgraphName, Clock>>;
    onLaunched(launched: { subgraph: RunningSubgraph; connection: Connection }): void;
  },
): Promise<LaunchedTier> {
  const { builders, clocks, onLaunched, ...common } = options;
  const peers = {} as Record<SubgraphName, string>;
  const launched: LaunchedTier['launched'] = [];
  for (const name of subgraphNames) {
    const remote = common.config.subgraphs.urls[name];
    if (remote) {
      peers[name] = remote;
      continue;
    }
    const started = await launchSubgraph({
      ...common,
      name,
      build: builders[name],
      // Filled as subgraphs come up; only read at request time, after all are listening.
      peers,
      logger: options.logger.child({ service: name }),
      port: 0,
      clock: clocks?.[name],
    });
    onLaunched(started);
    launched.push(started);
    peers[name] = started.subgraph.url;
  }
  return { peers, launched };
}
