/**
 * Benchmark child: this repository's gateway (gateway/server.ts), configured as in production. It verifies
 * the API key every benchmark request carries, as it would for any caller, rate-limits and measures it;
 * with `traffic: 'off'` it still verifies the same key the same way, without the rate limiter, metrics and
 * usage logs: the baseline the traffic-control overhead is measured against (see GatewayRoleOptions).
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
  const off = options.traffic === 'off';
  const config = benchConfig(
    options.gatewaySecret,
    off
      ? { RATE_LIMITS: 'false', METRICS: 'false', USAGE_LOGS: 'false' }
      : // Budgets no benchmark reaches: the limiter still runs its whole path for every request.
        {
          RATE_LIMIT_BASIC_PER_MIN: '10000000',
          RATE_LIMIT_PROFESSIONAL_PER_MIN: '10000000',
          RATE_LIMIT_KEY_PER_SEC: '1000000',
        },
  );
  const logger = createLogger({ level: config.logLevel, service: 'gateway' });
  const events = await openEventBus({
    config,
    mongoUri: options.events.mongoUri,
    dbPrefix: options.events.dbPrefix,
    logger,
  });
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
      describe: `gateway/server.ts (@apollo/gateway ${packageVersion('@apollo/gateway')}, undici data source${off ? '; auth on, rate limits and metrics off' : '; auth, rate limits, metrics on'})`,
    },
    stop: async () => {
      await gateway.stop();
      await events.close();
    },
  };
});
