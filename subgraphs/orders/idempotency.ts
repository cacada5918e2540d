import { IdempotencyStore } from '../../platform/idempotency';
import type { Caller } from '../../platform/identity/caller';

/** One command run under a client's idempotency key (createOrder, addOrderItem, payOrder, refundPayment, checkout). */
export interface KeyedCommand<T> {
  /** Names the operation; keys are per operation and per caller. */
  operation: string;
  /** The client's key; absent: the command simply runs. */
  key: string | null | undefined;
  /** The request without its key, as the client sent it: the same key with another input is refused. */
  input: unknown;
  /** Does the work; answers the id of what it made. */
  execute: () => Promise<{ id: string; result: T }>;
  /** What a repeated call answers: the resource the first call made, as it is now. */
  load: (id: string) => Promise<T>;
}

/**
 * The commands with effects beyond one document run through this: with a key, the same key and input
 * answer what the first call made (IdempotencyStore); without one, every call is a new command.
 */
export async function runKeyed<T>(
  keys: IdempotencyStore,
  caller: Caller,
  command: KeyedCommand<T>,
): Promise<T> {
  const { operation, key, input, execute, load } = command;
  if (key === null || key === undefined) return (await execute()).result;
  IdempotencyStore.validKey(key, 'idempotencyKey');
  return keys.run({ operation, caller: caller.key, key, input, execute, load });
}
