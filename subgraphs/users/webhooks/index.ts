import type { EventBus } from '../../../platform/events';
import { PollLoop } from '../../../platform/events/bus';
import type { Logger } from '../../../platform/logging';
import type { ActiveRoles } from '../services/user-service';
import { startWebhookConsumer } from './consumer';
import type { WebhookDispatcher } from './dispatcher';
import type { WebhookService } from './webhook-service';

export { webhookModels, type WebhookModels } from './model';
export { WebhookService } from './webhook-service';

export interface WebhookRunOptions {
  events: EventBus;
  service: WebhookService;
  dispatcher: WebhookDispatcher;
  activeRoles: ActiveRoles;
  /** How often the dispatcher looks for deliveries another process wrote or rescheduled (WEBHOOK_POLL_MS). */
  pollMs: number;
  logger: Logger;
}

/**
 * The background half of webhooks in the users service process: the bus consumer that turns events into
 * deliveries, and the poll loop that runs the dispatcher. `wake()` when deliveries may be due at once;
 * `stop()` at shutdown (it stops the dispatcher too, waiting for the attempts in flight).
 */
export function runWebhooks(options: WebhookRunOptions): { wake(): void; stop(): Promise<void> } {
  const logger = options.logger.child({ component: 'webhooks' });
  const loop = new PollLoop(
    () => options.dispatcher.step(),
    options.pollMs,
    (error) => logger.warn({ err: error }, 'webhook dispatch failed'),
  );
  const consumer = startWebhookConsumer(options.events, options.service, options.activeRoles, logger);
  return {
    wake: () => loop.wake(),
    stop: async () => {
      await consumer.stop();
      // Claim nothing more (the flag is set at once), then let the loop and the attempts in flight end.
      const dispatching = options.dispatcher.stop();
      await loop.stop();
      await dispatching;
    },
  };
}
