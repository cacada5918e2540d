import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import { GraphQLError } from 'graphql';
import { appError } from '../platform/errors';
import { TimeoutError, type JsonClient } from '../platform/http/client';
import { IDENTITY_HEADER, REQUEST_ID_HEADER } from '../platform/identity';
import type { GatewayContext } from './context';

export interface SubgraphSourceOptions {
  name: string;
  url: string;
  client: JsonClient;
  timeoutMs: number;
}

/**
 * Sends the gateway's subgraph fetches. It replaces RemoteGraphQLDataSource, whose make-fetch-happen
 * client builds node-fetch objects, consults an HTTP cache and keeps no per-subgraph timeout. Here each
 * fetch is one pooled keep-alive request carrying the caller's signed identity and the request id.
 */
export class SubgraphSource implements GraphQLDataSource<GatewayContext> {
  constructor(private readonly options: SubgraphSourceOptions) {}

  async process(request: GraphQLDataSourceProcessOptions<GatewayContext>): Promise<GatewayGraphQLResponse> {
    const { query, variables, operationName, extensions } = request.request;
    if (!query) throw new Error('Missing query');
    const context = request.context as Partial<GatewayContext>;
    const headers: Record<string, string> = {};
    if (context.signedIdentity) headers[IDENTITY_HEADER] = context.signedIdentity;
    if (context.requestId) headers[REQUEST_ID_HEADER] = context.requestId;
    const payload = JSON.stringify({ query, variables, operationName, extensions });
    let response;
    try {
      response = await this.options.client.post(this.options.url, payload, headers, this.options.timeoutMs);
    } catch (error) {
      const reason = error instanceof TimeoutError ? `timed out after ${this.options.timeoutMs} ms` : 'is unreachable';
      context.logger?.warn({ subgraph: this.options.name, err: error }, 'subgraph fetch failed');
      throw appError('SERVICE_UNAVAILABLE', `The ${this.options.name} service ${reason}.`, { service: this.options.name });
    }
    const body = response.body as GatewayGraphQLResponse | undefined;
    if (body && typeof body === 'object' && ('data' in body || 'errors' in body)) return body;
    context.logger?.warn({ subgraph: this.options.name, status: response.status }, 'subgraph answered without a GraphQL body');
    throw new GraphQLError(`The ${this.options.name} service answered ${response.status}.`, {
      extensions: { code: 'SERVICE_UNAVAILABLE', service: this.options.name, http: { status: 503 } },
    });
  }
}
