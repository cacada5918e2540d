import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { HeaderMap } from '@apollo/server';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { rateLimitDirective } from 'graphql-rate-limit-directive';
import { RateLimiterMemory, RateLimiterRedis, type IRateLimiterStoreOptions } from 'rate-limiter-flexible';
import type { IRules } from 'graphql-shield';
import { appError, statusOf } from '../errors';
import { HttpError, closeServer, graphqlErrorBody, listen, sendGraphqlError, sendJson } from '../http';
import { IDENTITY_HEADER, REQUEST_ID_HEADER, type IdentitySigner } from '../identity';
import { callerOf } from '../identity/caller';
import type { Logger } from '../logging';
import { StoppedLocallyError, type LocalEndpoint } from '../http/client';
import type { Redis } from '../redis';
import { withInputPaths } from './input-paths';
import { applyPermissions } from './permissions';
import { answerGraphqlRequest, startGraphqlEndpoint } from './prepared';

import type { BaseContext } from './context';

export type { BaseContext } from './context';

/**
 * A subgraph as data: its schema (parsed from `schema.graphql`), resolvers, the graphql-shield rule map
 * that sits next to the schema, and a context factory that builds fresh DataLoaders per request.
 */
export interface SubgraphModule<TContext extends BaseContext = BaseContext> {
  name: string;
  typeDefs: DocumentNode;
  resolvers: GraphQLResolverMap<TContext>;
  permissions: IRules;
  createContext(base: BaseContext): TContext;
  /** Readiness of this subgraph's own dependencies (its database). */
  health(): Promise<{ ok: boolean; detail?: string }>;
  /** Releases what the module holds (database connection, timers). */
  close(): Promise<void>;
}

export interface SubgraphServerOptions {
  signer: IdentitySigner;
  logger: Logger;
  /** Return `extensions.stacktrace`; development only. */
  includeStacktrace: boolean;
  shutdownGraceMs: number;
  /** Enforce `@rateLimit` directives. */
  rateLimits: boolean;
  /** Shared counters for `@rateLimit` (REDIS_URL), so replicas of this subgraph share one budget. Default in memory. */
  redis?: Redis;
  /**
   * Answer repeated POSTed queries from parsed and validated documents kept per query string (see
   * PreparedDocuments), Apollo Server answering everything else. Default true; false sends every request
   * through Apollo Server (tests compare the two).
   */
  preparedDocuments?: boolean;
}

export interface RunningSubgraph {
  name: string;
  url: string;
  schema: GraphQLSchema;
  server: Server;
  /** The same subgraph for callers in this process: a POST to `url`, answered without HTTP. */
  local: LocalEndpoint;
  stop(): Promise<void>;
}

/**
 * The directive's limiter class over Redis: one budget for every replica. When Redis does not answer, each
 * field falls back to an in-memory limiter with the same figures (rate-limiter-flexible's insurance), so an
 * outage loosens the limits to per-process ones instead of failing the fields.
 */
function redisLimiterClass(redis: Redis): typeof RateLimiterMemory {
  return class SharedFieldLimiter extends RateLimiterRedis {
    constructor(options: IRateLimiterStoreOptions) {
      super({
        ...options,
        storeClient: redis,
        rejectIfRedisNotReady: true,
        keyPrefix: 'field-rl',
        insuranceLimiter: new RateLimiterMemory({
          points: options.points,
          duration: options.duration,
          keyPrefix: 'field-rl',
        }),
      });
    }
  } as unknown as typeof RateLimiterMemory;
}

/** graphql-rate-limit-directive, keyed per caller (never the default shared schema-coordinate bucket). */
function applyRateLimits(schema: GraphQLSchema, redis: Redis | undefined): GraphQLSchema {
  const { rateLimitDirectiveTransformer } = rateLimitDirective<BaseContext>({
    keyGenerator: (_args, _source, _fieldArgs, context, info) =>
      `${context.caller.key}:${info.parentType.name}.${info.fieldName}`,
    limiterClass: redis ? redisLimiterClass(redis) : RateLimiterMemory,
    onLimit: (response, directiveArgs, _source, _args, _context, info) => {
      const retryAfter = Math.max(1, Math.ceil(response.msBeforeNext / 1000));
      throw appError('RATE_LIMITED', `Too many ${info.fieldName} requests; try again in ${retryAfter} s.`, {
        retryAfter,
        limit: directiveArgs.limit,
        window: directiveArgs.duration,
      });
    },
  });
  return rateLimitDirectiveTransformer(schema);
}

export function buildSchema<TContext extends BaseContext>(
  module: SubgraphModule<TContext>,
  options: { rateLimits: boolean; redis?: Redis },
): GraphQLSchema {
  const base = buildSubgraphSchema([
    { typeDefs: module.typeDefs, resolvers: module.resolvers as GraphQLResolverMap<unknown> },
  ]);
  const named = withInputPaths(base);
  const limited = options.rateLimits ? applyRateLimits(named, options.redis) : named;
  return applyPermissions(limited, module.permissions);
}

/** Builds the Apollo server and the HTTP listener for one subgraph; `start` binds the port. */
export async function startSubgraph<TContext extends BaseContext>(
  module: SubgraphModule<TContext>,
  options: SubgraphServerOptions & { port: number; host: string },
): Promise<RunningSubgraph> {
  const schema = buildSchema(module, { rateLimits: options.rateLimits, redis: options.redis });
  const logger = options.logger.child({ subgraph: module.name });
  const { apollo, prepared } = await startGraphqlEndpoint<TContext>(schema, {
    logger,
    includeStacktrace: options.includeStacktrace,
    preparedDocuments: options.preparedDocuments,
    // Subgraphs are reached only with a gateway signature, so introspection here reveals nothing new;
    // the gateway decides what the public may introspect.
    introspection: true,
  });

  /** The request's base context from the gateway's signed identity; null when the signature fails. */
  const baseOf = (header: string | undefined, requestIdHeader: string | undefined): BaseContext | null => {
    const verified = options.signer.verify(header);
    if (!verified) return null;
    const requestId = verified.requestId || requestIdHeader || randomUUID();
    const base: BaseContext = {
      caller: callerOf(verified.identity, requestId),
      logger: logger.child({ requestId }),
    };
    base.logger.debug({ caller: verified.identity.kind }, 'subgraph request');
    return base;
  };
  const UNSIGNED = 'This subgraph only answers requests signed by the gateway.';
  let stopped = false;
  /** Calls in process still running: `stop` lets them finish, as closeServer does HTTP requests. */
  const inFlight = new Set<Promise<unknown>>();

  /**
   * A POSTed JSON request from this process (the gateway or a peer subgraph of `npm start`), answered as
   * over HTTP (same identity check, same prepared path, Apollo Server for everything else) but without a
   * socket, a request parser or JSON on either side: the caller's body object goes in, the answer's object
   * comes out. After `stop` it refuses, as a closed port would.
   */
  const local: LocalEndpoint = {
    post: (body, headers) => {
      if (stopped) return Promise.reject(new StoppedLocallyError(module.name));
      const call = answerLocally(body, headers);
      inFlight.add(call);
      void call.finally(() => inFlight.delete(call)).catch(() => {});
      return call;
    },
  };

  async function answerLocally(
    body: unknown,
    headers: Readonly<Record<string, string>>,
  ): ReturnType<LocalEndpoint['post']> {
    const base = baseOf(headers[IDENTITY_HEADER], headers[REQUEST_ID_HEADER]);
    if (!base)
      return { status: statusOf('UNAUTHENTICATED'), body: graphqlErrorBody('UNAUTHENTICATED', UNSIGNED) };
    const request = prepared?.prepareBody(body);
    const answer = request && (await prepared!.result(request, module.createContext(base)));
    if (answer) return { status: answer.status, body: answer.result };
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: 'POST',
        headers: new HeaderMap([['content-type', 'application/json']]),
        search: '',
        // The body as its JSON would arrive (fields set to undefined left out: Apollo Server refuses an
        // `extensions: undefined` that the wire never carries). Only requests the prepared path does not
        // take come here: refusals, mostly.
        body: JSON.parse(JSON.stringify(body ?? null)) as unknown,
      },
      context: async () => module.createContext(base),
    });
    if (response.body.kind !== 'complete') throw new Error('Incremental delivery is not served in process.');
    return { status: response.status ?? 200, body: JSON.parse(response.body.string) as unknown };
  }

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = req.url?.split('?', 1)[0];
    if (path === '/health') {
      const health = await module.health();
      sendJson(res, health.ok ? 200 : 503, {
        status: health.ok ? 'ok' : 'unavailable',
        service: module.name,
        ...health,
      });
      return;
    }
    if (path !== '/graphql' && path !== '/') {
      sendGraphqlError(res, 'ROUTE_NOT_FOUND', 'Not found');
      return;
    }
    const header = req.headers[IDENTITY_HEADER];
    const requestIdHeader = req.headers[REQUEST_ID_HEADER];
    const base = baseOf(
      Array.isArray(header) ? header[0] : header,
      Array.isArray(requestIdHeader) ? requestIdHeader[0] : requestIdHeader,
    );
    if (!base) {
      // Calling a subgraph directly, without the gateway's signature, gains nothing.
      sendGraphqlError(res, 'UNAUTHENTICATED', UNSIGNED);
      return;
    }
    await answerGraphqlRequest(prepared, apollo, req, res, async () => module.createContext(base));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) {
        sendGraphqlError(res, error.code, error.message);
        return;
      }
      logger.error({ err: error }, 'request failed');
      if (!res.headersSent) sendGraphqlError(res, 'INTERNAL_SERVER_ERROR', 'Internal server error');
      else res.destroy();
    });
  });
  // Longer than the gateway client's keep-alive so the gateway, not the subgraph, closes idle sockets.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const port = await listen(server, options.port, options.host);
  const url = `http://${options.host}:${port}/graphql`;
  logger.debug({ url }, 'subgraph listening');
  return {
    name: module.name,
    url,
    schema,
    server,
    local,
    stop: async () => {
      stopped = true;
      await Promise.all([
        closeServer(server, options.shutdownGraceMs),
        drain(inFlight, options.shutdownGraceMs),
      ]);
      await apollo.stop();
      await module.close();
    },
  };
}

/** Waits for the calls still running, `graceMs` at the most. */
async function drain(calls: ReadonlySet<Promise<unknown>>, graceMs: number): Promise<void> {
  if (calls.size === 0) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled([...calls]),
    new Promise((resolve) => (timer = setTimeout(resolve, graceMs))),
  ]);
  clearTimeout(timer);
}
