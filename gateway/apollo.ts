import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import type { GraphQLSchema } from 'graphql';
import type { Config, SubgraphName } from '../platform/config';
import { maskError } from '../platform/errors';
import type { Logger } from '../platform/logging';
import type { GatewayContext } from './context';
import type { SubgraphSource } from './datasource';
import { reuseOperations } from './apollo-operations';
import { useLocalIntrospection } from './introspection';

export interface ApolloOptions {
  config: Config;
  /** The composed supergraph (schema/supergraph.graphql); subgraph URLs in it are ignored. */
  supergraphSdl: string;
  /** Where each subgraph's fetches go (see subgraphSources). */
  sources: ReadonlyMap<SubgraphName, SubgraphSource>;
  plugins: ApolloServerPlugin<GatewayContext>[];
  logger: Logger;
}

/**
 * The supergraph's executor: @apollo/gateway planning over the subgraph sources, inside an Apollo Server
 * with the gateway's settings, started. `apiSchema` answers the API schema once the gateway has loaded it
 * (the subscription server validates against the same schema), null before.
 */
export async function startApollo(
  options: ApolloOptions,
): Promise<{ apollo: ApolloServer<GatewayContext>; apiSchema: () => GraphQLSchema | null }> {
  const { config, logger, sources } = options;
  // @apollo/gateway reads this switch from the environment when constructed; it is its only control.
  if (!config.apolloTelemetry) process.env.APOLLO_TELEMETRY_DISABLED = 'true';
  if (!reuseOperations())
    logger.warn(
      'this @apollo/federation-internals has no operations.operationFromDocument: each request rebuilds its operation',
    );
  const gateway = new ApolloGateway({
    supergraphSdl: options.supergraphSdl,
    buildService: ({ name }) => {
      const source = sources.get(name as SubgraphName);
      if (!source) throw new Error(`No URL configured for subgraph "${name}"`);
      return source;
    },
  });
  let apiSchema: GraphQLSchema | null = null;
  gateway.onSchemaLoadOrUpdate(({ apiSchema: loaded }) => {
    apiSchema = loaded;
  });
  const apollo = new ApolloServer<GatewayContext>({
    gateway,
    introspection: config.introspection,
    // Token limit: the parser stops at QUERY_MAX_TOKENS, before any other work on a huge document.
    parseOptions: { maxTokens: config.protection.maxTokens },
    // Batches are split by the GraphQL route (gateway/http/graphql-route.ts), each operation entering the
    // edge on its own, so none escapes the per-request limits; Apollo itself sees one operation at a time.
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: !config.production,
    hideSchemaDetailsFromClientErrors: config.production,
    // A browser sends a cross-site request without a preflight only with CORS-safelisted headers, and
    // cannot add Authorization or x-api-key to it: a request carrying either is no forgery (credentials
    // are headers here, never cookies), so GET queries of urql, graphql-request and curl go through.
    // A simple request without them still needs a preflight-forcing header.
    csrfPrevention: {
      requestHeaders: ['x-apollo-operation-name', 'apollo-require-preflight', 'authorization', 'x-api-key'],
    },
    // The entry point owns SIGINT/SIGTERM (stack/lifecycle.ts); see platform/subgraph.
    stopOnTerminationSignals: false,
    formatError: (formatted, error) =>
      maskError(formatted, error, {
        includeStacktrace: !config.production,
        onUnexpected: (unexpected) => logger.error({ err: unexpected }, 'unexpected gateway error'),
      }),
    plugins: [useLocalIntrospection(), ...options.plugins],
  });
  await apollo.start();
  return { apollo, apiSchema: () => apiSchema };
}
