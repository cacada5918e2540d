import { join } from 'node:path';
import {
  loadPackageDefinition,
  Metadata,
  Server,
  ServerCredentials,
  status,
  type GrpcObject,
  type sendUnaryData,
  type ServerUnaryCall,
  type ServerWritableStream,
  type ServiceClientConstructor,
  type ServiceError,
  type UntypedServiceImplementation,
} from '@grpc/grpc-js';
import { loadSync } from '@grpc/proto-loader';
import { ReflectionService } from '@grpc/reflection';
import type { TypedDocument } from '../../platform/graphql/documents';
import { repoRoot } from '../../platform/paths';
import type { Logger } from '../../platform/logging';
import { gql } from '../__generated__';
import type { GrpcUserFragment } from '../__generated__/graphql';
import { safeRequestId, type GatewayContext } from '../context';
import type { Edge } from '../edge';
import { fromOperationError, fromRefusal, serviceError } from './status';

/** The UserService contract (package api.v1) exactly as its clients were given it. */
export const USER_SERVICE_PROTO = join(repoRoot, 'proto', 'api', 'v1', 'user_service.proto');
export const LOADER_OPTIONS = {
  keepCase: true,
  longs: Number,
  enums: String,
  defaults: true,
  oneofs: true,
} as const;

interface User {
  id: number;
  name: string;
  email: string;
}

type GqlUser = GrpcUserFragment;

// Declared for codegen, which reads it here; the operations below spread it.
gql(`fragment GrpcUser on User { id number name email }`);
const BY_NUMBER = gql(
  `query GrpcUserByNumber($number: Int!) { userByNumber(number: $number) { ...GrpcUser } }`,
);
const PAGE = gql(
  `query GrpcUsers($limit: Int!, $offset: Int!) { users(limit: $limit, offset: $offset) { ...GrpcUser } }`,
);
const CREATE = gql(
  `mutation GrpcCreateUser($input: CreateUserInput!) { createUser(input: $input) { ...GrpcUser } }`,
);
const DELETE = gql(`mutation GrpcDeleteUser($id: ID!) { deleteUser(id: $id) }`);
/** Users per supergraph read while streaming ListUsers. */
const STREAM_PAGE = 100;
const INT32_MAX = 2 ** 31 - 1;

const toUser = (user: GqlUser): User => ({ id: user.number, name: user.name, email: user.email });

/** A failure to answer with, as grpc-js takes it. */
class Failure extends Error {
  constructor(readonly error: Partial<ServiceError>) {
    super(error.details);
  }
}

export interface GrpcFaceOptions {
  edge: Edge;
  logger: Logger;
  /** Serve the reflection service (development). */
  reflection: boolean;
}

/**
 * The gRPC UserService (package api.v1) in the gateway process. Each call goes through the shared edge
 * (credentials from metadata, verified like HTTP headers; the admission hook) and runs the same supergraph
 * operations in process as the other faces; GraphQL errors become the usual gRPC status codes.
 */
export function createGrpcFace(options: GrpcFaceOptions) {
  const { edge, logger } = options;
  const definition = loadSync(USER_SERVICE_PROTO, LOADER_OPTIONS);
  const api = (loadPackageDefinition(definition).api as GrpcObject).v1 as GrpcObject;
  const service = (api.UserService as ServiceClientConstructor).service;

  /** The methods that change data (refused, not admitted uncounted, while the limiter cannot count). */
  const WRITES = new Set(['CreateUser', 'DeleteUser']);

  /** Credential and admission for one call, with the request id sent back as initial metadata. */
  async function enter(
    call: ServerUnaryCall<unknown, unknown> | ServerWritableStream<unknown, unknown>,
    method: string,
  ): Promise<GatewayContext> {
    const requestId = safeRequestId(call.metadata.get('x-request-id'));
    const entry = await edge.enter({
      // Binary (`-bin`) entries never carry credentials.
      headers: Object.fromEntries(
        Object.entries(call.metadata.getMap()).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      ),
      ip: call.getPeer(),
      requestId,
      transport: 'grpc',
      operation: `/api.v1.UserService/${method}`,
      access: WRITES.has(method) ? 'write' : 'read',
    });
    switch (entry.kind) {
      case 'refused':
        throw new Failure(fromRefusal(entry.refusal));
      case 'admitted': {
        const metadata = new Metadata();
        metadata.set('x-request-id', requestId);
        for (const [key, value] of Object.entries(entry.headers)) metadata.set(key.toLowerCase(), value);
        call.sendMetadata(metadata);
        return entry.context;
      }
      default: {
        const exhaustive: never = entry;
        return exhaustive;
      }
    }
  }

  async function run<TResult, TVariables>(
    context: GatewayContext,
    document: TypedDocument<TResult, TVariables>,
    variables: NoInfer<TVariables>,
  ): Promise<TResult> {
    const outcome = await edge.execute(context, { document, variables });
    if (outcome.kind === 'error') throw new Failure(fromOperationError(outcome.error));
    return outcome.data;
  }

  function validId(id: number): number {
    if (!Number.isInteger(id) || id < 1 || id > INT32_MAX)
      throw new Failure(
        serviceError(status.INVALID_ARGUMENT, 'id must be a positive int32 (a user number).'),
      );
    return id;
  }

  async function byNumber(context: GatewayContext, id: number): Promise<GqlUser> {
    const data = await run(context, BY_NUMBER, { number: validId(id) });
    if (!data.userByNumber)
      throw new Failure(
        serviceError(status.NOT_FOUND, `No user with id ${id}.`, { 'error-code': 'USER_NOT_FOUND' }),
      );
    return data.userByNumber;
  }

  const refused = (error: unknown, method: string): Partial<ServiceError> => {
    if (error instanceof Failure) return error.error;
    logger.error({ err: error, method }, 'gRPC call failed');
    return serviceError(status.INTERNAL, 'Internal server error');
  };

  const unary =
    <Req, Res>(method: string, handle: (context: GatewayContext, request: Req) => Promise<Res>) =>
    (call: ServerUnaryCall<Req, Res>, callback: sendUnaryData<Res>) => {
      enter(call, method)
        .then((context) => handle(context, call.request))
        .then(
          (response) => callback(null, response),
          (error: unknown) => callback(refused(error, method)),
        );
    };

  const implementation: UntypedServiceImplementation = {
    GetUser: unary<{ id: number }, User>('GetUser', async (context, request) =>
      toUser(await byNumber(context, request.id)),
    ),
    CreateUser: unary<{ name: string; email: string }, User>('CreateUser', async (context, request) => {
      const data = await run(context, CREATE, {
        input: { name: request.name, email: request.email },
      });
      return toUser(data.createUser);
    }),
    DeleteUser: unary<{ id: number }, Record<string, never>>('DeleteUser', async (context, request) => {
      const user = await byNumber(context, request.id);
      await run(context, DELETE, { id: user.id });
      return {};
    }),
    /** Every user in creation order, read a page at a time; a slow reader slows the reads (backpressure). */
    ListUsers: (call: ServerWritableStream<Record<string, never>, User>) => {
      (async () => {
        const context = await enter(call, 'ListUsers');
        for (let offset = 0; !call.cancelled; offset += STREAM_PAGE) {
          const page = (await run(context, PAGE, { limit: STREAM_PAGE, offset })).users;
          for (const user of page) {
            if (call.cancelled) return;
            if (!call.write(toUser(user))) await new Promise((resolve) => call.once('drain', resolve));
          }
          if (page.length < STREAM_PAGE) break;
        }
        call.end();
      })().catch((error: unknown) => call.emit('error', refused(error, 'ListUsers')));
    },
  };

  const server = new Server();
  server.addService(service, implementation);
  if (options.reflection) new ReflectionService(definition).addToServer(server);

  return {
    server,
    /** Binds and starts; resolves with `host:port` (port 0 picks a free one). */
    listen(port: number, host: string): Promise<string> {
      return new Promise((resolve, reject) => {
        server.bindAsync(`${host}:${port}`, ServerCredentials.createInsecure(), (error, bound) => {
          if (error)
            reject(new Error(`gRPC could not listen on ${host}:${port} (GRPC_PORT): ${error.message}`));
          else resolve(`${host}:${bound}`);
        });
      });
    },
    /** Lets calls in flight finish for up to `graceMs`, then cuts the rest. */
    stop(graceMs: number): Promise<void> {
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          server.forceShutdown();
          resolve();
        }, graceMs);
        timer.unref();
        server.tryShutdown(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}

export type GrpcFace = ReturnType<typeof createGrpcFace>;
