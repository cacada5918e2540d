import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApolloServer, type BaseContext } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
} from '@apollo/server/plugin/disabled';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import {
  getOperationAST,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { maskError } from '../errors';
import { handleApolloRequest, readJson, sendBody } from '../http';
import type { Logger } from '../logging';

/** An operation of a request whose document is already parsed, validated and compiled. */
export interface PreparedRequest {
  /** The operation compiled to a function (graphql-jit), once per document and operation name. */
  compiled: CompiledQuery;
  variables: Record<string, unknown> | undefined;
}

/** A complete answer, as Apollo Server would have written it. */
export interface PreparedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The same answer before it is written: the response object itself (what `body` is the JSON of). */
export interface PreparedResult {
  status: number;
  headers: Record<string, string>;
  result: { errors?: GraphQLFormattedError[]; data: unknown; extensions?: Record<string, unknown> };
}

export interface PreparedOptions {
  /** The server's `formatError`, applied to each error exactly as Apollo Server applies it. */
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  includeStacktrace: boolean;
  /** Documents kept (distinct query strings); the set starts over when full. Default 1000. */
  limit?: number;
}

/** A parsed and validated document, with its operations compiled as they are asked for. */
interface Prepared {
  document: DocumentNode;
  operations: Map<string, CompiledQuery | null>;
}

/**
 * graphql-jit's error as graphql-js would have made it: graphql-jit leaves `extensions` undefined when the
 * thrown error had none, where graphql-js (and so Apollo Server, formatError and maskError) always has
 * an object. Same message, locations, path and original error.
 */
function asGraphQLJsError(error: GraphQLError): GraphQLError {
  if (error.extensions) return error;
  const converted = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
  });
  (converted as { locations?: GraphQLError['locations'] }).locations = error.locations;
  if (error.stack) converted.stack = error.stack;
  return converted;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The subgraph's short path for what the gateway sends on every federated read: a POST of JSON
 * `{ query, variables, operationName }` for a query string seen before. Apollo Server, for each such
 * request, hashes the query (SHA-256) to find its parsed document, negotiates the answer's media type,
 * runs its plugin hooks (none here) and builds its request context; the query strings a gateway sends
 * are a handful, so a map by query string finds the same parsed and validated document without any of
 * that. The operation is compiled once (graphql-jit) over the same schema, and runs with the context
 * Apollo Server would use; errors are formatted exactly as Apollo Server formats them (same
 * `formatError`, code default, HTTP status from `extensions.http`, stack traces only when asked for).
 *
 * graphql-jit's one difference from graphql-js that resolvers must respect: a field without a resolver
 * is read from its parent as a value, so a parent object must not hold a Promise (or a function) where a
 * field without a resolver reads it; give such a field a resolver. A resolver may return a Promise, as
 * with graphql-js.
 *
 * Anything else keeps Apollo Server's full path, unchanged: other methods, media types or `accept`
 * values, persisted-query extensions, documents that do not parse or validate, and requests that fail
 * before execution starts (variables that do not coerce, an unknown operation name): nothing has run
 * then, so Apollo Server answers them from the start.
 */
export class PreparedDocuments {
  private readonly documents = new Map<string, Prepared>();
  private readonly limit: number;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly options: PreparedOptions,
  ) {
    this.limit = options.limit ?? 1000;
  }

  /** The request's prepared operation, or undefined when Apollo Server must answer it. */
  prepare(req: IncomingMessage, body: unknown): PreparedRequest | undefined {
    if (req.method !== 'POST' || !/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? ''))
      return;
    const accept = req.headers.accept;
    if (accept !== undefined && accept !== 'application/json' && accept !== '*/*') return;
    return this.prepareBody(body);
  }

  /** The prepared operation of a JSON POST's parsed body (a call in process has no headers to check). */
  prepareBody(body: unknown): PreparedRequest | undefined {
    if (!isRecord(body) || typeof body.query !== 'string' || body.extensions != null) return;
    const { variables, operationName } = body;
    if (variables != null && !isRecord(variables)) return;
    if (operationName != null && typeof operationName !== 'string') return;
    const prepared = this.documentOf(body.query);
    if (!prepared) return;
    const compiled = this.compiledOf(prepared, operationName ?? undefined);
    if (!compiled) return;
    return { compiled, variables: variables ?? undefined };
  }

  private documentOf(query: string): Prepared | undefined {
    const known = this.documents.get(query);
    if (known) return known;
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch {
      return undefined;
    }
    if (validate(this.schema, document, specifiedRules).length) return undefined;
    if (this.documents.size >= this.limit) this.documents.clear();
    const prepared: Prepared = { document, operations: new Map() };
    this.documents.set(query, prepared);
    return prepared;
  }

  /**
   * The document's operation of that name compiled (null: not one to take here, a subscription or a name
   * the document lacks), kept with the document. graphql-jit turns the operation into a function over
   * the same schema (its resolvers, type resolvers and scalars), which executes without graphql-js's
   * per-request field collection and path bookkeeping.
   */
  private compiledOf(prepared: Prepared, operationName: string | undefined): CompiledQuery | null {
    const key = operationName ?? '';
    let compiled = prepared.operations.get(key);
    if (compiled === undefined) {
      const operation = getOperationAST(prepared.document, operationName);
      compiled =
        operation && operation.operation !== 'subscription'
          ? this.compile(prepared.document, operationName)
          : null;
      prepared.operations.set(key, compiled);
    }
    return compiled;
  }

  /** The compiled operation; null (Apollo Server answers) for what graphql-jit refuses to compile. */
  private compile(document: DocumentNode, operationName: string | undefined): CompiledQuery | null {
    try {
      const result = compileQuery(this.schema, document, operationName);
      return isCompiledQuery(result) ? result : null;
    } catch {
      return null;
    }
  }

  /**
   * Executes a prepared request. Undefined when execution did not start (the compiled operation answers
   * with errors and no `data`, e.g. variables that do not coerce): Apollo Server must then answer the
   * request itself, as it words those refusals.
   */
  async answer(request: PreparedRequest, contextValue: unknown): Promise<PreparedAnswer | undefined> {
    const answered = await this.result(request, contextValue);
    if (!answered) return undefined;
    const { status, headers, result } = answered;
    return { status, headers, body: `${JSON.stringify(result)}\n` };
  }

  /** `answer` before serialisation: what a caller in the same process takes as it is. */
  async result(request: PreparedRequest, contextValue: unknown): Promise<PreparedResult | undefined> {
    const result = await request.compiled.query(undefined, contextValue, request.variables);
    if (!('data' in result) || result.data === undefined) return undefined;
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
    let status: number | undefined;
    const errors = result.errors?.map((jitError) => {
      const error = asGraphQLJsError(jitError);
      try {
        return this.options.formatError(
          this.enrich(error, headers, (value) => (status = value)),
          error,
        );
      } catch (formattingError) {
        return this.options.includeStacktrace
          ? this.enrich(formattingError, headers, (value) => (status = value))
          : { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
      }
    });
    // Apollo Server's field order (errors, data, extensions), without the absent ones: the same object
    // a caller would parse from the JSON.
    const body: PreparedResult['result'] = errors ? { errors, data: result.data } : { data: result.data };
    if (result.extensions !== undefined) body.extensions = result.extensions;
    return { status: status ?? 200, headers, result: body };
  }

  /** Apollo Server's error enrichment: a code by default, `extensions.http` moved to the answer's head. */
  private enrich(
    maybeError: unknown,
    headers: Record<string, string>,
    setStatus: (status: number) => void,
  ): GraphQLFormattedError {
    const error =
      maybeError instanceof GraphQLError
        ? maybeError
        : maybeError instanceof Error
          ? new GraphQLError(maybeError.message, { originalError: maybeError })
          : new GraphQLError(`Unexpected error value: ${String(maybeError)}`);
    const extensions: Record<string, unknown> = {
      ...error.extensions,
      code: error.extensions.code ?? 'INTERNAL_SERVER_ERROR',
    };
    const http = extensions.http;
    if (
      isRecord(http) &&
      (!('status' in http) || typeof http.status === 'number') &&
      (!('headers' in http) || http.headers instanceof Map)
    ) {
      if (typeof http.status === 'number' && http.status) setStatus(http.status);
      if (http.headers instanceof Map)
        for (const [name, value] of http.headers as Map<string, string>) headers[name.toLowerCase()] = value;
      delete extensions.http;
    }
    if (this.options.includeStacktrace) extensions.stacktrace = error.stack?.split('\n');
    return { ...error.toJSON(), extensions };
  }
}

/**
 * One HTTP request to a GraphQL endpoint: a JSON POST of a prepared document is answered by `prepared`,
 * anything else (and a POST it does not take) by Apollo Server, the body read once. Without `prepared`,
 * Apollo Server answers everything.
 */
export async function answerGraphqlRequest<TContext extends BaseContext>(
  prepared: PreparedDocuments | undefined,
  apollo: ApolloServer<TContext>,
  req: IncomingMessage,
  res: ServerResponse,
  context: () => Promise<TContext>,
): Promise<void> {
  if (req.method !== 'POST' || !prepared) {
    await handleApolloRequest(apollo, req, res, context);
    return;
  }
  const body = await readJson(req);
  const request = prepared.prepare(req, body);
  const answer = request && (await prepared.answer(request, await context()));
  if (answer) sendBody(res, answer.status, answer.headers, answer.body);
  else await handleApolloRequest(apollo, req, res, context, { body });
}

/**
 * What answers one GraphQL endpoint over `schema` (each subgraph, the monolith): Apollo Server, started,
 * and the prepared documents (unless `preparedDocuments` is false), both formatting errors alike
 * (maskError; an unexpected error is logged). `introspection` is Apollo Server's option (its default when
 * not given).
 */
export async function startGraphqlEndpoint<TContext extends BaseContext>(
  schema: GraphQLSchema,
  options: {
    logger: Logger;
    includeStacktrace: boolean;
    preparedDocuments?: boolean;
    introspection?: boolean;
  },
): Promise<{ apollo: ApolloServer<TContext>; prepared: PreparedDocuments | undefined }> {
  const { logger, includeStacktrace } = options;
  const formatError = (formatted: GraphQLFormattedError, error: unknown) =>
    maskError(formatted, error, {
      includeStacktrace,
      onUnexpected: (unexpected) => logger.error({ err: unexpected }, 'unexpected error in resolver'),
    });
  const prepared =
    options.preparedDocuments === false
      ? undefined
      : new PreparedDocuments(schema, { formatError, includeStacktrace });
  const apollo = new ApolloServer<TContext>({
    schema,
    introspection: options.introspection,
    includeStacktraceInErrorResponses: includeStacktrace,
    formatError,
    // Both are on by default and both instrument every field resolver of every request. Cache hints would
    // serve nothing here: the gateway's data source (gateway/datasource.ts) reads no subgraph cache-control
    // header, and no schema declares @cacheControl. Inline traces (ftv1) are only for Apollo's cloud.
    plugins: [ApolloServerPluginInlineTraceDisabled(), ApolloServerPluginCacheControlDisabled()],
    // The entry point owns SIGINT/SIGTERM (stack/lifecycle.ts). Apollo's own handler would stop
    // this server behind the drain's back and re-raise the signal, which reads as a second Ctrl-C.
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  return { apollo, prepared };
}
