/**
 * Benchmark child: this repository's gateway (gateway/server.ts), configured as in production. It verifies
 * the API key every benchmark request carries, as it would for any caller.
 */
import { createGateway } from '../../../gateway/server';
import { openEventBus } from '../../../platform/events';
import { IdentitySigner } from '../../../platform/identity';
import { createLogger } from '../../../platform/logging';
import { BENCH_ISSUER, benchConfig } from '../config';
import { serveRole } from '../role';
import { packageVersion } from '../versions';
import type { GatewayRoleInfo, GatewayRoleOptions } from './options';

serveRole<GatewayRoleOptions, GatewayRoleInfo>(async (options) => {
  const config = benchConfig(options.gatewaySecret);
  const logger = createLogger({ level: config.logLevel, service: 'gateway' });
  const events = await openEventBus({ config, mongoUri: options.events.mongoUri, dbPrefix: options.events.dbPrefix, logger });
  const gateway = await createGateway({
    config,
    subgraphUrls: options.subgraphUrls,
    supergraphSdl: options.supergraphSdl,
    signer: new IdentitySigner(config.gatewaySecret),
    logger,
    publicUrl: () => BENCH_ISSUER,
    events,
  });
  const { url: base } = await gateway.listen(0, '127.0.0.1', 0);
  return {
    info: {
      url: `${base}/graphql`,
      describe: `gateway/server.ts (@apollo/gateway ${packageVersion('@apollo/gateway')}, undici data source)`,
    },
    stop: async () => {
      await gateway.stop();
      await events.close();
    },
  };
});
