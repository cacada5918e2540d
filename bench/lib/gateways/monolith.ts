/**
 * Benchmark child: the monolith baseline (stack/monolith.ts), the same read answered by one process and
 * one GraphQL server over the subgraphs' data, services, loaders and rules, with no federation.
 */
import { createLogger } from '../../../platform/logging';
import { startMonolith } from '../../../stack/monolith';
import { BENCH_ISSUER, benchConfig } from '../config';
import { serveRole } from '../role';
import { packageVersion } from '../versions';
import type { GatewayRoleInfo, GatewayRoleOptions } from './options';

serveRole<GatewayRoleOptions, GatewayRoleInfo>(async (options) => {
  const config = benchConfig(options.gatewaySecret);
  const monolith = await startMonolith({
    config,
    mongoUri: options.events.mongoUri,
    dbPrefix: options.events.dbPrefix,
    subgraphUrls: options.subgraphUrls,
    publicUrl: () => BENCH_ISSUER,
    logger: createLogger({ level: config.logLevel, service: 'monolith' }),
  });
  return {
    info: {
      url: monolith.url,
      describe: `one process, one @apollo/server ${packageVersion('@apollo/server')} schema over the four subgraphs' services, loaders, resolvers and shield rules (API key verified per request)`,
    },
    stop: () => monolith.stop(),
  };
});
