import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { clientAddressOf } from '../../platform/http/client-address';
import { httpStatusOfExtensions, isKnownErrorCode, statusOf, type ErrorCode } from '../../platform/errors';

import type { TypedDocument } from '../../platform/graphql/documents';
import type { Identity, IdentitySigner } from '../../platform/identity';
import type { Logger } from '../../platform/logging';
import type { Auth, HeaderLike } from '../auth';
import { requestIdOf, type GatewayContext } from '../context';
import { observationOf, type Observation } from '../traffic/metrics/observation';
import { accessOfMethod, type Access, type Admission, type Transport } from './admission';
import { inputRefusalOf } from './input-errors';
import { refusalOf, unauthenticated, unavailable, type Refusal } from './refusal';
import { meetsSecurity, securityMessage, type RouteSecurity } from './security';

export { meetsSecurity, routeSecurities, securityMessage, type RouteSecurity } from './security';
export {
  BEARER_CHALLENGE,
  fieldLimitHeaders,
  operationErrorHeaders,
  unauthenticated,
  type Refusal,
  type RefusalCode,
} from './refusal';
export {
  accessOfMethod,
  type Access,
  type Admission,
  type AdmissionDecision,
  type AdmissionRequest,
  type Transport,
} from './admission';

export interface EdgeRequest {
  /** HTTP headers, or gRPC `metadata.getMap()`: anything `auth.identify` reads credentials from. */
  headers: HeaderLike;
  ip?: string | null;
  requestId: string;
  transport: Transport;
  /** What is called, for the admission hook (rate limits, metrics). */
  operation: string;
  /** Whether it reads or writes, for the admission hook (see Access). */
  access: Access;
  /** The metrics' record of an HTTP request (see `httpRequestOf`). */
  observation?: Observation;
}

/**
 * The EdgeRequest of an HTTP face (GraphQL, REST, serverless, the gateway's own routes): headers, peer
 * address and request id of `req`/`res`, the record the metrics keep of it, and its access by method.
 */
export function httpRequestOf(
  req: IncomingMessage,
  res: ServerResponse,
  transport: Transport,
  operation: string,
  access: Access = accessOfMethod(req.method),
): EdgeRequest {
  return {
    headers: req.headers,
    ip: clientAddressOf(req),
    requestId: requestIdOf(res),
    transport,
    operation,
    access,
    observation: observationOf(res),
  };
}

/**
 * Whether a request may go on, decided the same way for every face: admitted with its context and the
 * headers its answer carries (X-RateLimit-*), or refused (see Refusal: a credential sent but not valid,
 * the rate limiter's 429, or its 503 when it cannot count).
 */
export type Entry =
  | { kind: 'admitted'; identity: Identity; context: GatewayContext; headers: Record<string, string> }
  | { kind: 'refused'; refusal: Refusal };

export interface EnterOptions {
  /**
   * What a credential that was sent but is not valid leads to, once the address's anonymous budget has
   * admitted the request: `refuse` (401 UNAUTHENTICATED), or `anonymous`, the request goes on as the
   * address's (the gateway's own routes, which decide themselves what a credential means to them).
   * Default `refuse`.
   */
  invalidCredential?: 'refuse' | 'anonymous';
  /**
   * The credential the route requires (see RouteSecurity). A verified caller without it (none sent, or
   * another kind) is refused with 401 before admission: the limiter never counts it. Default `none`.
   */
  require?: RouteSecurity;
}

/** A failed operation as every face needs it: the registry code and status, and what the client may see. */
export interface OperationError {
  code: ErrorCode;
  message: string;
  /** HTTP status from the error registry (BAD_USER_INPUT with reason ALREADY_EXISTS is 409). */
  status: number;
  /** The error's extensions as the gateway masked them (field, reason, retryAfter, productId, ...). */
  extensions: Record<string, unknown>;
}

export type Outcome<T> = { kind: 'data'; data: T } | { kind: 'error'; error: OperationError };

/** A GraphQL document on the supergraph and its variables. */
export interface Operation<TResult = unknown, TVariables = Record<string, unknown>> {
  /**
   * Typed by codegen (`gql` of gateway/__generated__, checked against the supergraph's API schema), or
   * `untypedDocument(...)` for one built at run time (the subscription hub's per-event query).
   */
  document: TypedDocument<TResult, TVariables>;
  variables?: TVariables;
}

export interface EdgeOptions {
  apollo: ApolloServer<GatewayContext>;
  auth: Auth;
  signer: IdentitySigner;
  logger: Logger;
  admission: Admission;
  /**
   * Retry-After (seconds) of a 503 SERVICE_UNAVAILABLE because a service is down: the credential check
   * could not reach the users service, or an operation's subgraph fetch failed. About one circuit-breaker
   * cooldown, after which the gateway tries the service again.
   */
  outageRetryAfterSeconds: number;
}

/**
 * What every face of the gateway shares: the credential check (`auth.identify`, the same for HTTP headers
 * and gRPC metadata), the admission hook, the per-request GatewayContext, and in-process execution of
 * supergraph operations on the gateway's own Apollo server (same plugins, same error masking, no extra
 * HTTP hop). The REST adapter, the serverless handlers and gRPC are thin shapes around `enter` + `execute`;
 * the graphql-ws server enters at `connection_init` and admits each subscription.
 */
export function createEdge(options: EdgeOptions) {
  const { apollo, auth, signer, logger, admission, outageRetryAfterSeconds } = options;

  const contextFor = (
    identity: Identity,
    requestId: string,
    extras: Pick<GatewayContext, 'headers' | 'observation' | 'writesBlocked'> = {},
  ): GatewayContext => ({
    identity,
    requestId,
    signedIdentity: signer.sign(identity, requestId),
    logger: logger.child({ requestId }),
    ...extras,
  });

  /**
   * Admits a request of a caller verified earlier: a graphql-ws socket verifies its credential once, at
   * `connection_init`, and each operation it then starts is a request of its own.
   */
  async function admit(
    identity: Identity,
    request: Omit<EdgeRequest, 'headers' | 'ip'> & Partial<Pick<EdgeRequest, 'headers' | 'ip'>>,
  ): Promise<Entry> {
    const decision = await admission({
      identity,
      transport: request.transport,
      operation: request.operation,
      requestId: request.requestId,
      access: request.access,
      headers: request.headers,
      ip: request.ip,
      observation: request.observation,
    });
    switch (decision.kind) {
      case 'admitted':
        return {
          kind: 'admitted',
          identity,
          // graphql-ws connection params carry the credential: they never become request headers.
          context: contextFor(identity, request.requestId, {
            ...(request.headers && request.transport !== 'graphql-ws'
              ? { headers: request.headers as GatewayContext['headers'] }
              : {}),
            ...(request.observation ? { observation: request.observation } : {}),
            ...(decision.writesBlocked ? { writesBlocked: true } : {}),
          }),
          headers: decision.headers,
        };
      case 'limited':
      case 'unavailable':
        return { kind: 'refused', refusal: refusalOf(decision) };
      default: {
        const exhaustive: never = decision;
        return exhaustive;
      }
    }
  }

  /** Verifies the request's credential, then admits its caller (see EnterOptions for a refused one). */
  async function enter(request: EdgeRequest, options: EnterOptions = {}): Promise<Entry> {
    let verification;
    try {
      verification = await auth.identify(request.headers, { ip: request.ip, requestId: request.requestId });
    } catch (error) {
      // The users service (keys, sessions, signing keys) is down: a condition to wait out, not a 500.
      if (!(error instanceof GraphQLError) || error.extensions.code !== 'SERVICE_UNAVAILABLE') throw error;
      return {
        kind: 'refused',
        refusal: unavailable(
          'The credential cannot be checked right now: a required service is unavailable. Try again shortly.',
          outageRetryAfterSeconds,
        ),
      };
    }
    if (verification.kind === 'verified') {
      const required = options.require ?? 'none';
      if (required !== 'none' && !meetsSecurity(verification.identity, required))
        return { kind: 'refused', refusal: unauthenticated(securityMessage(required)) };
      return admit(verification.identity, request);
    }
    // Guessing credentials spends the address's anonymous budget, so a flood of them ends in 429.
    const asAnonymous = await admit({ kind: 'anonymous', ip: request.ip ?? 'unknown' }, request);
    if (asAnonymous.kind !== 'admitted' || options.invalidCredential === 'anonymous') return asAnonymous;
    return {
      kind: 'refused',
      refusal: unauthenticated(verification.message, verification.challenge, verification.code),
    };
  }

  /**
   * Runs a supergraph operation in process and answers its whole result (data and every error), typed
   * by the operation's document; the variables are checked against the document's.
   */
  async function run<TResult, TVariables>(
    context: GatewayContext,
    operation: { document: TypedDocument<TResult, TVariables>; variables?: NoInfer<TVariables> },
  ) {
    const response = await apollo.executeOperation<TResult>(
      {
        query: String(operation.document),
        variables: (operation.variables ?? {}) as Record<string, unknown>,
      },
      { contextValue: context },
    );
    if (response.body.kind !== 'single')
      throw new Error('Incremental delivery is not used by the gateway faces.');
    return response.body.singleResult;
  }

  /** Runs an operation for a face that answers data or one error (REST, serverless, gRPC). */
  async function execute<TResult, TVariables>(
    context: GatewayContext,
    operation: { document: TypedDocument<TResult, TVariables>; variables?: NoInfer<TVariables> },
  ): Promise<Outcome<TResult>> {
    const { data, errors } = await run(context, operation);
    if (errors?.length) {
      const error = operationError(errors[0]!);
      if (error.code === 'SERVICE_UNAVAILABLE' && typeof error.extensions.retryAfter !== 'number')
        error.extensions.retryAfter = outageRetryAfterSeconds;
      return { kind: 'error', error };
    }
    if (data == null) throw new Error('A supergraph operation answered neither data nor errors.');
    return { kind: 'data', data };
  }

  return { enter, admit, run, execute, contextFor };
}

export type Edge = ReturnType<typeof createEdge>;

function operationError(error: GraphQLFormattedError): OperationError {
  const extensions = { ...(error.extensions ?? {}) };
  delete extensions.stacktrace;
  // Which subgraph answered is the supergraph's plumbing, not something a face's client should read.
  delete extensions.serviceName;
  // A variable graphql-js refused: the faces without GraphQL name the field and what it must be.
  const input = inputRefusalOf(error.message);
  if (input)
    return {
      code: 'BAD_USER_INPUT',
      message: input.message,
      status: statusOf('BAD_USER_INPUT'),
      extensions: { code: 'BAD_USER_INPUT', inputField: input.inputField, reason: input.reason },
    };
  // The gateway's formatError (maskError) already made every unregistered code INTERNAL_SERVER_ERROR.
  const code = isKnownErrorCode(extensions.code) ? extensions.code : 'INTERNAL_SERVER_ERROR';
  return { code, message: error.message, status: httpStatusOfExtensions(extensions), extensions };
}
