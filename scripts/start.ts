/**
 * `npm start`: the whole stack on one machine with no external server: the embedded MongoDB (or
 * MONGODB_URI), the four subgraphs and the gateway.
 */
import { loadConfig, type Config } from '../platform/config';
import { failStartup, onShutdown } from '../stack/lifecycle';
import { localDataOverrides } from '../stack/local-data';
import { removeRuntimeFile, writeRuntimeFile } from '../stack/runtime-file';
import { startStack } from '../stack';

let config: Config | undefined;
try {
  config = loadConfig(process.env);
  const local = localDataOverrides(config);
  if (Object.keys(local).length) config = loadConfig(process.env, local);
  console.log('Starting the commerce supergraph...');
  const started = Date.now();
  const stack = await startStack({ config, progress: (line) => console.log(`  ${line}`) });
  const { runtimeFile } = config;
  onShutdown(async () => {
    // First, so `npm run seed` stops finding a stack that is draining.
    removeRuntimeFile(runtimeFile, process.pid);
    await stack.stop();
  });
  // Recorded only once everything answers, so `npm run seed` never finds a half-started stack.
  writeRuntimeFile(runtimeFile, {
    mongoUri: stack.mongo.uri,
    dbPrefix: config.mongo.dbPrefix,
    gatewayUrl: stack.gatewayUrl,
    pid: process.pid,
    startedAt: new Date(started).toISOString(),
  });
  process.once('exit', () => removeRuntimeFile(runtimeFile, process.pid));
  const rows = [
    ['GraphQL', stack.graphqlUrl],
    ['REST', `${stack.gatewayUrl}/api/v2 (docs: ${stack.gatewayUrl}/api/docs)`],
    ['gRPC', `${stack.grpcAddress} (api.v1.UserService)`],
    ['Health', `${stack.gatewayUrl}/health`],
    ...stack.subgraphs.map((subgraph) => [`  ${subgraph.name}`, subgraph.url]),
    ['MongoDB', stack.mongo.describe],
    ['Mode', `${config.env}${config.introspection ? ', introspection on' : ''}`],
  ];
  console.log(`\nReady in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  for (const [label, value] of rows) console.log(`  ${label!.padEnd(12)} ${value}`);
  console.log(
    `\n  Apollo Sandbox: https://studio.apollographql.com/sandbox/explorer?endpoint=${encodeURIComponent(stack.graphqlUrl)}`,
  );
  if (config.gatewaySecretGenerated)
    console.log('  (GATEWAY_SECRET not set: generated one for this process.)');
  if (local.MONGO_JAVA_STORE)
    console.log(
      `  Data is kept in ${local.MONGO_JAVA_STORE} (MONGO_JAVA_STORE=memory starts empty every time).`,
    );
  console.log('  Sample data: npm run seed   Stop: Ctrl-C\n');
} catch (error) {
  failStartup(error, config?.port);
}
