import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import { GraphQLError } from 'graphql';
import type { Clock } from '../platform/clock';
import type { Config, HeaderTransforms, SubgraphName } from '../platform/config';
import type { JsonClient, JsonResponse } from '../platform/http/client';
import type { ServiceTarget } from '../platform/subgraph/service-client';
import { IDENTITY_HEADER, REQUEST_ID_HEADER } from '../platform/identity';
import type { Logger } from '../platform/logging';
import type { GatewayContext } from './context';
import type { GatewayMetrics } from './traffic/metrics/prometheus';
import type { Instance } from './traffic/resilience/pool';
import { Upstream, UpstreamUnavailable } from './traffic/resilience/upstream';
import { subgraphHeaders } from './traffic/transforms/headers';

export interface SubgraphSourceOptions {
  name: string;
  /** Every instance of this subgraph; fetches are balanced across them. */
  urls: readonly string[];
  client: JsonClient;
  /** Deadline of one fetch, retries included (ms). */
  timeoutMs: number;
  /** Retries of a failed query fetch; mutations are never retried. Default 0. */
  retries?: number;
  /** Share of fetches that may be retries (see RetryBudget). Default 0.2. */
  retryBudget?: number;
  /** Circuit breaker per instance. Default 5 consecutive failures, 5000 ms cooldown. */
  breaker?: { failures: number; cooldownMs: number };
  /** Whose time ends a circuit's cooldown and counts the retry budget. Default the system clock. */
  clock?: Clock;
  /** Header transforms towards subgraphs (HEADER_TRANSFORMS.subgraphs). Default none. */
  headerTransforms?: HeaderTransforms;
  /** Where fetch outcomes and circuit changes are counted. Default nowhere. */
  metrics?: Pick<GatewayMetrics, 'subgraphFetch' | 'circuit'>;
}

const MUTATION = /^\s*mutation\b/;

/**
 * Sends the gateway's subgraph fetches. It replaces RemoteGraphQLDataSource, whose make-fetch-happen
 * client builds node-fetch objects, consults an HTTP cache and keeps no per-subgraph timeout. Here each
 * fetch is one pooled keep-alive request carrying the caller's signed identity and the request id, through
 * the gateway's Upstream (traffic/resilience/upstream.ts): a deadline per subgraph covering every attempt,
 * retries of query fetches only (never mutations), balancing over the instances with a circuit breaker
 * each. When it fails, the fetch answers SERVICE_UNAVAILABLE: Apollo then returns what the other subgraphs
 * resolved, with this error on the missing fields (partial data).
 */
export class SubgraphSource implements GraphQLDataSource<GatewayContext>, ServiceTarget {
  private readonly upstream: Upstream;

  constructor(private readonly options: SubgraphSourceOptions) {
    this.upstream = new Upstream({
      name: options.name,
      urls: options.urls,
      retries: options.retries,
      retryBudget: options.retryBudget,
      breaker: options.breaker,
      clock: options.clock,
      onCircuit: options.metrics && ((url, open) => options.metrics!.circuit(options.name, url, open)),
      observe:
        options.metrics &&
        ((outcome, seconds) => options.metrics!.subgraphFetch(options.name, outcome, seconds)),
    });
  }

  get instances(): readonly Instance[] {
    return this.upstream.instances;
  }

  async process(request: GraphQLDataSourceProcessOptions<GatewayContext>): Promise<GatewayGraphQLResponse> {
    const { query, variables, operationName, extensions } = request.request;
    if (!query) throw new Error('Missing query');
    const context = request.context as Partial<GatewayContext>;
    const transforms = this.options.headerTransforms;
    // Transformed headers first: identity and request id always win over configured ones.
    const headers: Record<string, string> = transforms
      ? subgraphHeaders(transforms, this.options.name, context.headers)
      : {};
    if (context.signedIdentity) headers[IDENTITY_HEADER] = context.signedIdentity;
    if (context.requestId) headers[REQUEST_ID_HEADER] = context.requestId;
    // An object, not its JSON: a subgraph in this process takes it as it is (JsonClient.serveLocally).
    const payload = { query, variables, operationName, extensions };
    const response = await this.send(
      payload,
      headers,
      this.options.timeoutMs,
      !MUTATION.test(query),
      context.logger,
    );
    const body = response.body as GatewayGraphQLResponse | undefined;
    if (isGraphqlBody(body)) return body;
    context.logger?.warn(
      { subgraph: this.options.name, status: response.status },
      'subgraph answered without a GraphQL body',
    );
    throw this.unavailable(`answered ${response.status}`);
  }

  /**
   * A POST to this subgraph with the same instance choice, circuits and retries as the supergraph's fetches:
   * the gateway's own calls to a subgraph (API key and session lookups of the users service) go through
   * here, so they fail over like every other fetch. Retried only when `idempotent` (a query).
   */
  post(
    payload: string | object,
    headers: Record<string, string>,
    timeoutMs: number,
    options: { idempotent: boolean },
  ): Promise<JsonResponse> {
    return this.send(payload, headers, timeoutMs, options.idempotent);
  }

  private async send(
    payload: string | object,
    headers: Record<string, string>,
    timeoutMs: number,
    query: boolean,
    logger?: Logger,
  ): Promise<JsonResponse> {
    try {
      return await this.upstream.call(
        (instance, remainingMs) => this.options.client.post(instance.url, payload, headers, remainingMs),
        // A GraphQL answer, even with errors, means the instance works; so does any answer below 500.
        {
          timeoutMs,
          retryable: query,
          healthy: (response) => response.status < 500 || isGraphqlBody(response.body),
          logger,
        },
      );
    } catch (error) {
      if (error instanceof UpstreamUnavailable) throw this.unavailable(error.reason);
      throw error;
    }
  }

  /**
   * The error on the fields this subgraph would have resolved. It carries no HTTP status: the other
   * subgraphs' data still goes out, as a 200 with partial data.
   */
  private unavailable(reason: string): GraphQLError {
    return new GraphQLError(`The ${this.options.name} service ${reason}.`, {
      extensions: { code: 'SERVICE_UNAVAILABLE', service: this.options.name },
    });
  }
}

function isGraphqlBody(body: unknown): body is GatewayGraphQLResponse {
  return (
    Boolean(body) && typeof body === 'object' && ('data' in (body as object) || 'errors' in (body as object))
  );
}

/** Every subgraph's instances, given as one URL or several. */
export function instancesOf(
  urls: Record<SubgraphName, string | readonly string[]>,
): Record<SubgraphName, readonly string[]> {
  return Object.fromEntries(
    Object.entries(urls).map(([name, given]) => [name, typeof given === 'string' ? [given] : given]),
  ) as Record<SubgraphName, readonly string[]>;
}

/**
 * The data source of every subgraph, each over all of its instances, with the configured deadlines,
 * retries and circuit breakers. `metrics` is asked at each fetch, so the sources can be made before the
 * metrics exist (the gateway's own lookups of the users service need them first).
 */
export function subgraphSources(options: {
  config: Config;
  instances: Record<SubgraphName, readonly string[]>;
  client: JsonClient;
  clock: Clock;
  metrics: () => SubgraphSourceOptions['metrics'];
}): Map<SubgraphName, SubgraphSource> {
  const { config } = options;
  const resilience = config.subgraphs.resilience;
  const sources = new Map<SubgraphName, SubgraphSource>();
  for (const [name, urls] of Object.entries(options.instances) as Array<[SubgraphName, readonly string[]]>) {
    sources.set(
      name,
      new SubgraphSource({
        name,
        urls,
        client: options.client,
        timeoutMs: config.subgraphs.timeouts[name] ?? config.subgraphs.timeoutMs,
        retries: resilience.retries,
        retryBudget: resilience.retryBudget,
        breaker: { failures: resilience.breakerFailures, cooldownMs: resilience.breakerCooldownMs },
        headerTransforms: config.headerTransforms,
        clock: options.clock,
        metrics: {
          subgraphFetch: (...args) => options.metrics()?.subgraphFetch(...args),
          circuit: (...args) => options.metrics()?.circuit(...args),
        },
      }),
    );
  }
  return sources;
}
