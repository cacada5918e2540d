import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  credentials,
  loadPackageDefinition,
  status,
  type Client,
  type GrpcObject,
  type Metadata,
  type ServiceClientConstructor,
  type ServiceError,
} from '@grpc/grpc-js';
import { loadSync } from '@grpc/proto-loader';
import { beforeAll, describe, expect, it } from 'vitest';
import { createGrpcFace, LOADER_OPTIONS } from '../../../gateway/grpc';
import { createLogger } from '../../../platform/logging';
import {
  adminCaller,
  createUser,
  registerCustomer,
  type Account,
  type Caller,
} from '../../../testing/fixtures';
import {
  metadataOf,
  unary,
  userServiceClient,
  type GrpcUser as User,
  type UserServiceClient,
} from '../../../testing/grpc';
import { dispose, graphqlOk, startTestStack } from '../../../testing/harness';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';

/** The gRPC UserService through a real @grpc/grpc-js client, against the gateway of a real stack. */
let stack: Stack;
let admin: Caller;
let customer: Account;

function client(address = stack.grpcAddress): UserServiceClient {
  const made = userServiceClient(address);
  dispose(async () => made.close());
  return made;
}

const asAdmin = () => metadataOf(admin.headers);

async function refusal(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => null,
    (caught: ServiceError) => caught,
  );
  expect(error, 'expected the call to fail').not.toBeNull();
  return error!;
}

function listAll(
  target: UserServiceClient,
  metadata: Metadata,
): Promise<{ users: User[]; headers: Metadata | undefined }> {
  return new Promise((resolve, reject) => {
    const users: User[] = [];
    let headers: Metadata | undefined;
    const stream = target.ListUsers({}, metadata);
    stream.on('metadata', (received: Metadata) => (headers = received));
    stream.on('data', (user: User) => users.push(user));
    stream.on('error', reject);
    stream.on('end', () => resolve({ users, headers }));
  });
}

beforeAll(async () => {
  stack = await startTestStack({ env: { FIELD_RATE_LIMITS: 'false' } });
  admin = await adminCaller(stack);
  customer = await registerCustomer(stack, { name: 'Grpc Customer' });
});

describe('UserService', () => {
  it('CreateUser, GetUser and DeleteUser, identified by the int32 user number', async () => {
    const users = client();
    const email = `grpc-${Date.now()}@example.com`;
    const created = await unary(users, users.CreateUser, { name: 'Grace', email }, asAdmin());
    expect(created).toEqual({ id: expect.any(Number), name: 'Grace', email });
    expect(Number.isInteger(created.id) && created.id > 0).toBe(true);
    expect(await unary(users, users.GetUser, { id: created.id }, asAdmin())).toEqual(created);
    // The same user through GraphQL: gRPC's id is User.number.
    const graph = await graphqlOk(
      admin,
      gql(`query GrpcUserByNumber($n: Int!) { userByNumber(number: $n) { email } }`),
      { n: created.id },
    );
    expect(graph.userByNumber!.email).toBe(email);

    expect(await unary(users, users.DeleteUser, { id: created.id }, asAdmin())).toEqual({});
    expect((await refusal(unary(users, users.GetUser, { id: created.id }, asAdmin()))).code).toBe(
      status.NOT_FOUND,
    );
    expect((await refusal(unary(users, users.DeleteUser, { id: created.id }, asAdmin()))).code).toBe(
      status.NOT_FOUND,
    );
  });

  it('maps errors to the usual status codes', async () => {
    const users = client();
    const existing = await createUser(admin);
    const duplicate = await refusal(
      unary(users, users.CreateUser, { name: 'Twin', email: existing.email }, asAdmin()),
    );
    expect(duplicate.code).toBe(status.ALREADY_EXISTS);
    expect(duplicate.metadata.get('error-code')).toEqual(['BAD_USER_INPUT']);
    // The request field at fault, in the request message's own naming.
    expect(duplicate.metadata.get('error-field')).toEqual(['email']);
    const malformed = await refusal(
      unary(users, users.CreateUser, { name: 'Bad', email: 'not-an-email' }, asAdmin()),
    );
    expect(malformed.code).toBe(status.INVALID_ARGUMENT);
    expect(malformed.metadata.get('error-field')).toEqual(['email']);
    const nameless = await refusal(
      unary(users, users.CreateUser, { name: '', email: 'empty@example.com' }, asAdmin()),
    );
    expect(nameless.code).toBe(status.INVALID_ARGUMENT);
    expect(nameless.metadata.get('error-field')).toEqual(['name']);
    expect((await refusal(unary(users, users.GetUser, { id: 0 }, asAdmin()))).code).toBe(
      status.INVALID_ARGUMENT,
    );
    const missing = await refusal(unary(users, users.GetUser, { id: 2_000_000_000 }, asAdmin()));
    expect(missing.code).toBe(status.NOT_FOUND);
    expect(missing.metadata.get('error-code')).toEqual(['USER_NOT_FOUND']);
  });

  it('verifies credentials from metadata like HTTP headers: bearer tokens and API keys', async () => {
    const users = client();
    const me = await graphqlOk(customer.caller, gql(`query GrpcMe { me { number } }`));
    expect(
      await unary(users, users.GetUser, { id: me.me!.number }, metadataOf(customer.caller.headers)),
    ).toEqual({ id: me.me!.number, name: 'Grpc Customer', email: customer.email });
    const key = await graphqlOk(
      customer.caller,
      gql(`mutation GrpcCreateApiKey { createApiKey(input: { name: "grpc", scopes: ["read"] }) { key } }`),
    );
    expect(
      (
        await unary(
          users,
          users.GetUser,
          { id: me.me!.number },
          metadataOf({ 'x-api-key': key.createApiKey.key }),
        )
      ).id,
    ).toBe(me.me!.number);

    expect((await refusal(unary(users, users.GetUser, { id: me.me!.number }, metadataOf()))).code).toBe(
      status.UNAUTHENTICATED,
    );
    // A credential the edge refuses: the registry code travels in the trailer like every other error's.
    const forged = await refusal(
      unary(
        users,
        users.GetUser,
        { id: me.me!.number },
        metadataOf({ authorization: 'Bearer forged.jwt.value' }),
      ),
    );
    expect(forged.code).toBe(status.UNAUTHENTICATED);
    expect(forged.metadata.get('error-code')).toEqual(['UNAUTHENTICATED']);
    expect(forged.metadata.get('www-authenticate')).toEqual([]);
    // Someone else's account looks missing; creating users is for staff.
    const other = await createUser(admin);
    expect(
      (await refusal(unary(users, users.GetUser, { id: other.number }, metadataOf(customer.caller.headers))))
        .code,
    ).toBe(status.NOT_FOUND);
    expect(
      (
        await refusal(
          unary(
            users,
            users.CreateUser,
            { name: 'X', email: 'x@example.com' },
            metadataOf(customer.caller.headers),
          ),
        )
      ).code,
    ).toBe(status.PERMISSION_DENIED);
    // A key without "write" may read its owner's account but not delete it.
    expect(
      (
        await refusal(
          unary(
            users,
            users.DeleteUser,
            { id: me.me!.number },
            metadataOf({ 'x-api-key': key.createApiKey.key }),
          ),
        )
      ).code,
    ).toBe(status.PERMISSION_DENIED);
  });

  it('streams every user in creation order across pages, and sends the request id as metadata', async () => {
    const users = client();
    for (let i = 0; i < 105; i++) await createUser(admin, { name: `Streamed ${i}` });
    const pages = await graphqlOk(
      admin,
      gql(
        `query GrpcUsers { a: users(limit: 100, offset: 0) { id } b: users(limit: 100, offset: 100) { id } }`,
      ),
    );
    const { users: streamed, headers } = await listAll(
      users,
      metadataOf({ ...admin.headers, 'x-request-id': 'grpc-list-1' }),
    );
    expect(streamed.length).toBe(pages.a.length + pages.b.length);
    expect(streamed.length).toBeGreaterThan(105);
    expect(streamed.map((user) => user.id)).toEqual(
      [...streamed.map((user) => user.id)].sort((a, b) => a - b),
    );
    expect(new Set(streamed.map((user) => user.id)).size).toBe(streamed.length);
    expect(streamed.filter((user) => user.name.startsWith('Streamed ')).map((user) => user.name)).toEqual(
      Array.from({ length: 105 }, (_, i) => `Streamed ${i}`),
    );
    expect(headers?.get('x-request-id')).toEqual(['grpc-list-1']);
  });

  it('refuses the stream to callers who may not list users', async () => {
    const users = client();
    expect((await refusal(listAll(users, metadataOf(customer.caller.headers)))).code).toBe(
      status.PERMISSION_DENIED,
    );
    expect((await refusal(listAll(users, metadataOf()))).code).toBe(status.UNAUTHENTICATED);
  });
});

describe('server reflection', () => {
  const reflectionProto = join(
    dirname(createRequire(import.meta.url).resolve('@grpc/reflection/package.json')),
    'build',
    'proto',
    'grpc',
    'reflection',
    'v1',
    'reflection.proto',
  );
  const Reflection = (
    (
      (loadPackageDefinition(loadSync(reflectionProto, LOADER_OPTIONS)).grpc as GrpcObject)
        .reflection as GrpcObject
    ).v1 as GrpcObject
  ).ServerReflection as ServiceClientConstructor;

  function listServices(address: string): Promise<string[]> {
    const reflection = new Reflection(address, credentials.createInsecure()) as unknown as Client & {
      ServerReflectionInfo(): NodeJS.ReadableStream & { write(request: object): boolean; end(): void };
    };
    dispose(async () => reflection.close());
    return new Promise((resolve, reject) => {
      const stream = reflection.ServerReflectionInfo();
      stream.on('data', (answer: { list_services_response?: { service: Array<{ name: string }> } }) => {
        resolve(answer.list_services_response?.service.map((service) => service.name) ?? []);
        stream.end();
      });
      stream.on('error', reject);
      stream.write({ list_services: '' });
    });
  }

  it('is on in development and lists the UserService', async () => {
    expect(await listServices(stack.grpcAddress)).toContain('api.v1.UserService');
  });

  it('is off when configured off (the production default)', async () => {
    const face = createGrpcFace({
      edge: stack.gateway.edge,
      logger: createLogger({ level: 'silent', service: 'test' }),
      reflection: false,
    });
    const address = await face.listen(0, '127.0.0.1');
    dispose(() => face.stop(1000));
    const error = await refusal(listServices(address));
    expect(error.code).toBe(status.UNIMPLEMENTED);
    // The UserService itself is there.
    const users = client(address);
    expect((await unary(users, users.GetUser, { id: 1 }, asAdmin())).id).toBe(1);
  });
});
