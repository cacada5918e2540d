/**
 * Benchmark child: a plain @apollo/gateway + @apollo/server with default settings. The only addition is the
 * signed identity header the subgraphs require, set in RemoteGraphQLDataSource's `willSendRequest` (its
 * documented extension point); the HTTP client (make-fetch-happen) and the server (startStandaloneServer)
 * stay the defaults.
 */
import { randomUUID } from 'node:crypto';
import { ApolloGateway, RemoteGraphQLDataSource } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { IDENTITY_HEADER, IdentitySigner } from '../../../platform/identity';
import { serveRole } from '../role';
import { packageVersion } from '../versions';
import type { GatewayRoleInfo, GatewayRoleOptions } from './options';

serveRole<GatewayRoleOptions, GatewayRoleInfo>(async (options) => {
  const signer = new IdentitySigner(options.gatewaySecret);
  const gateway = new ApolloGateway({
    supergraphSdl: options.supergraphSdl,
    buildService: ({ url }) =>
      new RemoteGraphQLDataSource({
        url,
        willSendRequest({ request }) {
          request.http?.headers.set(IDENTITY_HEADER, signer.sign(options.identity, randomUUID()));
        },
      }),
  });
  const server = new ApolloServer({ gateway });
  const { url } = await startStandaloneServer(server, { listen: { port: 0, host: '127.0.0.1' } });
  return {
    info: {
      url,
      describe: `@apollo/gateway ${packageVersion('@apollo/gateway')} + @apollo/server ${packageVersion('@apollo/server')}, defaults`,
    },
    stop: () => server.stop(),
  };
});
