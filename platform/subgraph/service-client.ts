import { GraphQLError } from 'graphql';
import { appError } from '../errors';
import { StoppedLocallyError, UnreachableError, type JsonClient, type JsonResponse } from '../http/client';
import { IDENTITY_HEADER, REQUEST_ID_HEADER, type IdentitySigner } from '../identity';

/**
 * A service reached through something that chooses among its instances (the gateway's SubgraphSource:
 * balancing, circuit breakers, retries of idempotent calls) rather than one URL.
 */
export interface ServiceTarget {
  post(
    payload: string | object,
    headers: Record<string, string>,
    timeoutMs: number,
    options: { idempotent: boolean },
  ): Promise<JsonResponse>;
}

const MUTATION = /^\s*mutation\b/;

/**
 * Errors thrown because a peer of this process's stack is not running: not started yet, or already stopped
 * while the stack stops (as against a peer that is down).
 */
const notRunning = new WeakSet<object>();

/** Whether `error` says only that a peer of this stack is starting or stopping: not worth a warning. */
export function isPeerStartingOrStopping(error: unknown): boolean {
  return typeof error === 'object' && error !== null && notRunning.has(error);
}

/**
 * Calls another subgraph directly, as this service (identity kind "service"). Used where one service's
 * operation needs another's data or action inside the same request (the order saga asks catalog for
 * prices and inventory for reservations); those operations are `@inaccessible` in the supergraph.
 *
 * Typed errors from the callee (INSUFFICIENT_STOCK, ...) are rethrown with their extensions so the
 * original client sees them unchanged.
 */
export class ServiceClient {
  constructor(
    private readonly http: JsonClient,
    private readonly signer: IdentitySigner,
    private readonly service: string,
    private readonly timeoutMs: number,
  ) {}

  /**
   * `options.idempotent`: whether a target may retry the call on another instance. Default: queries are,
   * mutations are not (a mutation that only records a time, like validateApiKey, may say so).
   */
  async request<T>(
    target: string | ServiceTarget,
    query: string,
    variables: Record<string, unknown>,
    requestId: string,
    options: { idempotent: boolean } = { idempotent: !MUTATION.test(query) },
  ): Promise<T> {
    const header = this.signer.sign({ kind: 'service', service: this.service }, requestId);
    // An object, not its JSON: a peer in this process takes it as it is (JsonClient.serveLocally).
    const payload = { query, variables };
    const headers = { [IDENTITY_HEADER]: header, [REQUEST_ID_HEADER]: requestId };
    // A peer of the same stack that has not started yet has no address (the catalog's search replica asks
    // inventory for stock as soon as it starts, before inventory listens).
    if (!target) {
      const error = appError(
        'SERVICE_UNAVAILABLE',
        'A required service is still starting; try again shortly.',
      );
      notRunning.add(error);
      throw error;
    }
    let response;
    try {
      response =
        typeof target === 'string'
          ? await this.http.post(target, payload, headers, this.timeoutMs)
          : await target.post(payload, headers, this.timeoutMs, options);
    } catch (error) {
      const unavailable = appError(
        'SERVICE_UNAVAILABLE',
        `A required service is unavailable (${(error as Error).message}).`,
      );
      if (error instanceof UnreachableError && error.cause instanceof StoppedLocallyError)
        notRunning.add(unavailable);
      throw unavailable;
    }
    const body = response.body as
      { data?: T; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } | undefined;
    const first = body?.errors?.[0];
    if (first) {
      throw new GraphQLError(first.message, {
        extensions: first.extensions ?? { code: 'INTERNAL_SERVER_ERROR' },
      });
    }
    if (!body?.data)
      throw appError('SERVICE_UNAVAILABLE', `A required service answered ${response.status} without data.`);
    return body.data;
  }
}
