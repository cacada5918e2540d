import { loadConfig, type Config, type Env } from '../../platform/config';

/**
 * The configuration the bench's own processes run with: production mode (as the comparison gateways
 * get), any free port, quiet logs, and the run's shared gateway secret. Built from values, never from
 * the child's environment.
 */
export function benchConfig(gatewaySecret: string, extra: Env = {}): Config {
  return loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    LOG_LEVEL: 'warn',
    GATEWAY_SECRET: gatewaySecret,
    ...extra,
  });
}
