import { GraphQLError } from 'graphql';
import { appError } from '../errors';
import type { JsonClient } from '../http/client';
import { IDENTITY_HEADER, REQUEST_ID_HEADER, type IdentitySigner } from '../identity';

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

  async request<T>(url: string, query: string, variables: Record<string, unknown>, requestId: string): Promise<T> {
    const header = this.signer.sign({ kind: 'service', service: this.service }, requestId);
    let response;
    try {
      response = await this.http.post(url, JSON.stringify({ query, variables }), { [IDENTITY_HEADER]: header, [REQUEST_ID_HEADER]: requestId }, this.timeoutMs);
    } catch (error) {
      throw appError('SERVICE_UNAVAILABLE', `A required service is unavailable (${(error as Error).message}).`);
    }
    const body = response.body as { data?: T; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } | undefined;
    const first = body?.errors?.[0];
    if (first) {
      throw new GraphQLError(first.message, { extensions: first.extensions ?? { code: 'INTERNAL_SERVER_ERROR' } });
    }
    if (!body?.data) throw appError('SERVICE_UNAVAILABLE', `A required service answered ${response.status} without data.`);
    return body.data;
  }
}
