/**
 * Benchmark child: ours with the four subgraphs in its own process, as `npm start` runs them: the stack
 * (stack/index.ts) over the host's MongoDB databases and event bus, its gateway calling those subgraphs
 * in process (SUBGRAPH_TRANSPORT=auto: no socket, no HTTP, no JSON between them). Traffic control as in
 * `ours`. Its process CPU is the gateway's and the subgraphs' together; the host's subgraphs only idle
 * while it is measured, as they do for the monolith. Its own pollers (outbox relays, consumers, the
 * payment worker, the search replica) run too, as they would in a deployment of this shape.
 */
import { createLogger } from '../../../platform/logging';
import { startStack } from '../../../stack';
import { benchConfig } from '../config';
import { serveRole } from '../role';
import { packageVersion } from '../versions';
import type { GatewayRoleInfo, GatewayRoleOptions } from './options';

serveRole<GatewayRoleOptions, GatewayRoleInfo>(async (options) => {
  const config = benchConfig(options.gatewaySecret, {
    SUBGRAPH_TRANSPORT: 'auto',
    // As on the host: the read has no @rateLimit field.
    FIELD_RATE_LIMITS: 'false',
    // Budgets no benchmark reaches, as for `ours`: the limiter still runs its whole path.
    RATE_LIMIT_BASIC_PER_MIN: '10000000',
    RATE_LIMIT_PROFESSIONAL_PER_MIN: '10000000',
    RATE_LIMIT_KEY_PER_SEC: '1000000',
  });
  const stack = await startStack({
    config,
    mongoUri: options.events.mongoUri,
    dbPrefix: options.events.dbPrefix,
    gatewayPort: 0,
    logger: createLogger({ level: config.logLevel, service: 'in-process' }),
  });
  return {
    info: {
      url: stack.graphqlUrl,
      describe: `gateway/server.ts (@apollo/gateway ${packageVersion('@apollo/gateway')}) with the four subgraphs in its process, called in process (SUBGRAPH_TRANSPORT=auto); auth, rate limits, metrics on`,
    },
    stop: () => stack.stop(),
  };
});
