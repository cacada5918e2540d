/**
 * Benchmark child: Hive Gateway (@graphql-hive/gateway) with the Rust query planner
 * (@graphql-hive/router-runtime's `unifiedGraphHandler`), on Node's http server as its docs show for
 * programmatic use. The signed identity header is added to every subgraph fetch through the documented
 * `propagateHeaders.fromClientToSubgraphs` option; everything else stays default.
 *
 * Its packages live in bench/package.json, so bench/tsconfig.json type-checks this file, not the root one.
 * It imports nothing from the root's node_modules (no second copy of graphql in this process).
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { createGatewayRuntime } from '@graphql-hive/gateway';
import { unifiedGraphHandler } from '@graphql-hive/router-runtime';
import { IDENTITY_HEADER, IdentitySigner } from '../../platform/identity';
import type { GatewayRoleInfo, GatewayRoleOptions } from '../lib/gateways/options';
import { serveRole } from '../lib/role';
import { benchRoot, packageVersion } from '../lib/versions';

const versionOf = (name: string) => packageVersion(name, benchRoot);

serveRole<GatewayRoleOptions, GatewayRoleInfo>(async (options) => {
  const signer = new IdentitySigner(options.gatewaySecret);
  const runtime = createGatewayRuntime({
    supergraph: options.supergraphSdl,
    unifiedGraphHandler,
    propagateHeaders: {
      fromClientToSubgraphs: () => ({ [IDENTITY_HEADER]: signer.sign(options.identity, randomUUID()) }),
    },
  });
  const server = createServer(runtime);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    info: {
      url: `http://127.0.0.1:${port}${runtime.graphqlEndpoint}`,
      describe: `@graphql-hive/gateway ${versionOf('@graphql-hive/gateway')} + @graphql-hive/router-runtime ${versionOf('@graphql-hive/router-runtime')} (Rust planner)`,
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runtime.dispose();
    },
  };
});
