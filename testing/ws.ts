import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TypedDocument, VariablesArgument } from '../platform/graphql/documents';
import { dispose } from './harness';

/** A real graphql-ws client (subprotocol graphql-transport-ws) on a gateway's /graphql, disposed when the file ends. */
export function wsClient(gatewayUrl: string, connectionParams: Record<string, string> = {}): Client {
  const client = createClient({
    url: `${gatewayUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
    lazy: true,
  });
  dispose(async () => client.dispose());
  return client;
}

export interface Watched<T> {
  messages: T[];
  errors: unknown[];
  /** Resolves once `count` messages arrived (fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<T[]>;
  stop(): void;
}

/** Subscribes with a typed subscription document and collects every `next` payload's data (or errors). */
export function watch<T, TVariables>(
  client: Client,
  document: TypedDocument<T, TVariables>,
  ...[variables]: VariablesArgument<NoInfer<TVariables>>
): Watched<T> {
  const messages: T[] = [];
  const errors: unknown[] = [];
  const waiters = new Set<() => void>();
  const stop = client.subscribe<T>(
    { query: String(document), variables: (variables ?? {}) as Record<string, unknown> },
    {
      next: (value) => {
        if (value.errors?.length) errors.push(value.errors);
        if (value.data) messages.push(value.data as T);
        for (const waiter of waiters) waiter();
      },
      error: (error) => {
        errors.push(error);
        for (const waiter of waiters) waiter();
      },
      complete: () => {},
    },
  );
  return {
    messages,
    errors,
    stop,
    waitFor: (count, timeoutMs = 10_000) =>
      new Promise<T[]>((resolve, reject) => {
        const check = () => {
          if (messages.length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(messages.slice(0, count));
          } else if (errors.length) {
            waiters.delete(check);
            clearTimeout(timer);
            reject(new Error(`subscription failed: ${JSON.stringify(errors)}`));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `only ${messages.length} of ${count} messages within ${timeoutMs} ms: ${JSON.stringify(messages)}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
}
