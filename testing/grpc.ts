import {
  credentials,
  loadPackageDefinition,
  Metadata,
  type Client,
  type GrpcObject,
  type ServiceClientConstructor,
  type ServiceError,
} from '@grpc/grpc-js';
import { loadSync } from '@grpc/proto-loader';
import { LOADER_OPTIONS, USER_SERVICE_PROTO } from '../gateway/grpc';

/**
 * A real @grpc/grpc-js client of the gateway's UserService, loaded from the repository's .proto, for tests
 * and the benchmark. It imports nothing from vitest.
 */
export interface GrpcUser {
  id: number;
  name: string;
  email: string;
}

type Unary<Req, Res> = (
  request: Req,
  metadata: Metadata,
  callback: (error: ServiceError | null, response?: Res) => void,
) => unknown;

export type UserServiceClient = Client & {
  GetUser: Unary<{ id: number }, GrpcUser>;
  CreateUser: Unary<{ name: string; email: string }, GrpcUser>;
  DeleteUser: Unary<{ id: number }, Record<string, never>>;
  ListUsers(
    request: Record<string, never>,
    metadata: Metadata,
  ): NodeJS.ReadableStream & {
    on(event: 'metadata', listener: (metadata: Metadata) => void): unknown;
  };
};

const UserService = (
  (loadPackageDefinition(loadSync(USER_SERVICE_PROTO, LOADER_OPTIONS)).api as GrpcObject).v1 as GrpcObject
).UserService as ServiceClientConstructor;

/** A plaintext client for `host:port`; close it when done. */
export function userServiceClient(address: string): UserServiceClient {
  return new UserService(address, credentials.createInsecure()) as unknown as UserServiceClient;
}

/** gRPC metadata from header-like pairs (`authorization`, `x-api-key`, `x-request-id`). */
export function metadataOf(headers: Record<string, string> = {}): Metadata {
  const metadata = new Metadata();
  for (const [key, value] of Object.entries(headers)) metadata.set(key, value);
  return metadata;
}

/** One unary call as a promise; rejects with the ServiceError. */
export function unary<Req, Res>(
  client: UserServiceClient,
  method: Unary<Req, Res>,
  request: Req,
  metadata: Metadata,
): Promise<Res> {
  return new Promise((resolve, reject) =>
    method.call(client, request, metadata, (error, response) => (error ? reject(error) : resolve(response!))),
  );
}

/**
 * GetUser with what a test of the edge looks at: the error (if any) and the initial metadata the gateway
 * sent once the call was admitted (request id, rate-limit figures).
 */
export function getUserAnswer(
  client: UserServiceClient,
  id: number,
  headers: Record<string, string>,
): Promise<{ error: ServiceError | null; metadata: Metadata | undefined }> {
  return new Promise((resolve) => {
    let initial: Metadata | undefined;
    const call = client.GetUser({ id }, metadataOf(headers), (error) =>
      resolve({ error, metadata: initial }),
    ) as {
      on(event: 'metadata', listener: (m: Metadata) => void): void;
    };
    call.on('metadata', (received) => (initial = received));
  });
}
