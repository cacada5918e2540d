/**
 * `npm run setup`: prepares what the embedded MongoDB needs before the first `npm start` or `npm test`,
 * so neither spends its first minute in Maven: fetches the mongo-java-server jars into .cache/ and compiles
 * the launcher. Safe to run again; a prepared machine skips every step.
 */
import { ensureJavaServer, MONGO_JAVA_SERVER_VERSION } from '../platform/mongo/embedded';

const started = Date.now();
console.log(`Preparing the embedded MongoDB (mongo-java-server ${MONGO_JAVA_SERVER_VERSION})...`);
try {
  let worked = false;
  ensureJavaServer((line) => {
    worked = true;
    console.log(`  ${line}`);
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    worked ? `Ready in ${seconds} s.` : 'Already prepared (jars and launcher in .cache/mongo-java-server).',
  );
  console.log('Next: npm start (the whole stack), npm test (the suite).');
} catch (error) {
  console.error(`Setup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
