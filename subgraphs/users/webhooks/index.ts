import type { Role } from '../../../platform/identity';
import type { MessageSender } from '../../../platform/notifications';
import type { SubgraphDeps } from '../../../platform/subgraph/deps';
import type { UserModels } from '../models/user';
import { startWebhookConsumer } from './consumer';
import { WebhookDispatcher } from './dispatcher';
import type { WebhookModels } from './model';
import { WebhookSender } from './outbound';
import { SecretBox } from './signing';
import { WebhookService } from './webhook-service';

export { webhookModels, type WebhookModels } from './model';
export { WebhookService } from './webhook-service';

/** Extra time a claim outlives the longest attempt, so a live claim never lapses under load. */
const LEASE_MARGIN_MS = 30_000;

/**
 * Webhooks in the users service process: the service behind the GraphQL operations, the bus consumer that
 * turns events into deliveries, and the dispatcher that sends them. `stop()` at shutdown.
 */
export function startWebhooks(
  deps: SubgraphDeps,
  models: WebhookModels & Pick<UserModels, 'User'>,
  activeRoles: (userId: string) => Promise<Role[] | null>,
  notifier: MessageSender,
): { service: WebhookService; stop(): Promise<void> } {
  const config = deps.config.webhooks;
  const logger = deps.logger.child({ component: 'webhooks' });
  const sender = new WebhookSender({
    policy: { allowLoopback: config.allowLoopback },
    timeoutMs: config.timeoutMs,
  });
  let dispatcher: WebhookDispatcher | undefined;
  const service = new WebhookService(models, new SecretBox(config.secretKey), sender, {
    onQueued: () => dispatcher?.wake(),
  });
  dispatcher = new WebhookDispatcher(models, service, sender, notifier, logger, {
    pollMs: config.pollMs,
    concurrency: config.concurrency,
    leaseMs: config.timeoutMs + LEASE_MARGIN_MS,
    clock: { scale: config.timeScale, random: Math.random },
  });
  const consumer = startWebhookConsumer(deps.events, service, activeRoles, logger);
  return {
    service,
    stop: async () => {
      await consumer.stop();
      await dispatcher.stop();
      await sender.close();
    },
  };
}
