import { loadConfig, type Config, type Env } from '../../platform/config';

/**
 * Token issuer of the bench's gateways. Production requires one; the load itself authenticates with an
 * API key, so it only has to be the same for the gateway that seeds and ours.
 */
export const BENCH_ISSUER = 'http://127.0.0.1/bench';

/**
 * The configuration the bench's own processes run with: production mode (as the comparison gateways
 * get), any free port, quiet logs, and the run's shared gateway secret. Built from values, never from
 * the child's environment.
 */
export function benchConfig(gatewaySecret: string, extra: Env = {}): Config {
  return loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    // Every bench process with a gateway (the host's stack, ours, the in-process stack) on a free port.
    GRPC_PORT: '0',
    LOG_LEVEL: 'warn',
    GATEWAY_SECRET: gatewaySecret,
    AUTH_ISSUER: BENCH_ISSUER,
    // The bench mails nobody: messages stay in the development mailbox.
    NOTIFY_ALLOW_CAPTURE_IN_PRODUCTION: 'true',
    ...extra,
  });
}
