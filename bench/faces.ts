/**
 * `npx tsx bench/faces.ts`: what the non-GraphQL faces and the catalog search cost. Boots the whole stack
 * on the embedded MongoDB, seeds the sample data (1,200 products), then measures with
 * bounded, sequential request counts (one client, so latency is not queueing):
 *   - rebuilding the search index of every seeded product (the reconciliation path),
 *   - a search of the seeded catalog through GraphQL and through REST (adapter overhead),
 *   - one user by id through GraphQL, REST v1/v2, the serverless product handler and gRPC GetUser.
 * Prints one line per measurement, the MongoDB backend used, and each face's ratio against its baseline
 * measured in the same run: the same data through GraphQL over HTTP.
 */
import { randomBytes } from 'node:crypto';
import type { TypedDocument } from '../platform/graphql/documents';
import { serviceCaller } from '../platform/identity/caller';
import { startStack } from '../stack';
import { gql } from '../testing/__generated__';
import { graphqlOk } from '../testing/client';
import { adminCaller } from '../testing/fixtures';
import { metadataOf, unary, userServiceClient } from '../testing/grpc';
import { benchConfig } from './lib/config';
import { percentile, times } from './lib/stats';
import { seed } from '../scripts/seed/index';
import { catalogModels } from '../subgraphs/catalog/models/product';
import { searchModels } from '../subgraphs/catalog/models/search';
import { SearchIndex } from '../subgraphs/catalog/services/search-index';

const ROUNDS = 300;
/** Words of the seeded catalog: whole words, several words, and prefixes being typed ("la", "head"). */
const QUERIES = [
  'running shoes',
  'rain jacket',
  'wireless earbuds',
  'la',
  'waterproof boot',
  'usb-c charger',
  'linen',
  'noise cancelling head',
];

interface Figures {
  label: string;
  p50: number;
  p95: number;
}

/** Runs `task` `count` times one after another; prints and returns p50/p95/p99 in ms. */
async function measure(
  label: string,
  count: number,
  task: (index: number) => Promise<unknown>,
): Promise<Figures> {
  for (let i = 0; i < Math.min(30, count); i++) await task(i); // warm-up: JIT, pools, caches
  const samples = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await task(i);
    samples[i] = performance.now() - start;
  }
  samples.sort();
  const at = (p: number) => percentile(samples, p).toFixed(2);
  console.log(`${label.padEnd(40)} n=${count}  p50 ${at(50)} ms  p95 ${at(95)} ms  p99 ${at(99)} ms`);
  return { label, p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** One line per face: its latency as a multiple of the baseline's (below 1: faster than the baseline). */
function ratios(baseline: Figures, faces: Figures[]): void {
  for (const face of faces) {
    console.log(
      `  ${face.label} against its baseline, ${baseline.label}: ` +
        `p50 ${times(face.p50, baseline.p50)}, p95 ${times(face.p95, baseline.p95)}`,
    );
  }
}

async function expectOk(response: Response): Promise<string> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${text}`);
  return text;
}

/** GraphQL answers its errors with 200 too: timing one would measure the error path, not the read. */
async function expectData(response: Response): Promise<void> {
  const text = await expectOk(response);
  if (text.includes('"errors"'))
    throw new Error(`${response.url} answered with errors: ${text.slice(0, 300)}`);
}

const admin = { email: 'bench-admin@example.com', password: randomBytes(12).toString('hex') };
// Production settings, as the bench's other gateways run, on the embedded MongoDB. The request counts
// are far above one caller's rate-limit budget: this measures the faces, and `npm run bench` (ours
// against bare) measures traffic control, so the limiter is off here.
const config = benchConfig(randomBytes(32).toString('hex'), {
  GRPC_PORT: '0',
  RATE_LIMITS: 'false',
  FIELD_RATE_LIMITS: 'false',
  BOOTSTRAP_ADMIN_EMAIL: admin.email,
  BOOTSTRAP_ADMIN_PASSWORD: admin.password,
  MONGO_DB_PREFIX: `bench_faces_${randomBytes(4).toString('hex')}`,
});
const stack = await startStack({ config, progress: (line) => console.log(line) });
try {
  console.log(`MongoDB: ${stack.mongo.describe}`);
  const seeded = await seed({ uri: stack.mongo.uri, dbPrefix: config.mongo.dbPrefix });
  console.log(
    `Seeded ${seeded.products.planned} products, ${seeded.users.planned} users in ${seeded.milliseconds} ms (search indexing included).`,
  );

  const catalog = stack.connections.catalog!;
  await catalog.collection('products').updateMany({}, { $set: { indexedAt: null } });
  const index = new SearchIndex(catalogModels(catalog), searchModels(catalog));
  const started = performance.now();
  const indexed = await index.reconcile(serviceCaller('bench', 'search-index-rebuild'));
  console.log(
    `${'search index rebuild'.padEnd(40)} ${indexed} products in ${(performance.now() - started).toFixed(0)} ms`,
  );
  const terms = await catalog.collection('search_terms').estimatedDocumentCount();
  console.log(`${'search index size'.padEnd(40)} ${terms} term documents`);

  const caller = await adminCaller(stack, admin);
  const auth = caller.headers!;
  const graphql = <TResult, TVariables>(
    document: TypedDocument<TResult, TVariables>,
    variables: NoInfer<TVariables>,
  ) =>
    fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ query: String(document), variables }),
    });

  const SEARCH = gql(
    `query FacesSearch($q: String!) { searchProducts(query: $q, limit: 20) { score product { id sku name brand category { id name } price { amount currency } stock { status available } } } }`,
  );
  const searchGraphql = await measure('search: GraphQL searchProducts (enriched)', ROUNDS, (i) =>
    graphql(SEARCH, { q: QUERIES[i % QUERIES.length]! }).then(expectData),
  );
  const searchRest = await measure('search: REST GET /api/v2/search', ROUNDS, (i) =>
    fetch(
      `${stack.gatewayUrl}/api/v2/search?q=${encodeURIComponent(QUERIES[i % QUERIES.length]!)}&limit=20`,
    ).then(expectOk),
  );

  const user = (await graphqlOk(caller, gql(`query FacesUsers { users(limit: 1, offset: 5) { id number } }`)))
    .users[0]!;
  const product = (await graphqlOk(caller, gql(`query FacesProducts { products(limit: 1) { id } }`)))
    .products[0]!;
  const userGraphql = await measure('user: GraphQL user(id)', ROUNDS, () =>
    graphql(
      gql(
        `query FacesUser($id: ID!) { user(id: $id) { id number name email phone status createdAt updatedAt } }`,
      ),
      { id: user.id },
    ).then(expectData),
  );
  const userV1 = await measure('user: REST GET /api/v1/users/{id}', ROUNDS, () =>
    fetch(`${stack.gatewayUrl}/api/v1/users/${user.id}`, { headers: auth }).then(expectOk),
  );
  const userV2 = await measure('user: REST GET /api/v2/users/{id}', ROUNDS, () =>
    fetch(`${stack.gatewayUrl}/api/v2/users/${user.id}`, { headers: auth }).then(expectOk),
  );
  const productGraphql = await measure('product: GraphQL product(id)', ROUNDS, () =>
    graphql(
      gql(
        `query FacesProduct($id: ID!) { product(id: $id) { id name listPrice createdAt stock { available } } }`,
      ),
      { id: product.id },
    ).then(expectData),
  );
  const productServerless = await measure('product: serverless GET /products/{id}', ROUNDS, () =>
    fetch(`${stack.gatewayUrl}/products/${product.id}`, { headers: auth }).then(expectOk),
  );

  const client = userServiceClient(stack.grpcAddress);
  const metadata = metadataOf({ authorization: auth.authorization! });
  const userGrpc = await measure('user: gRPC GetUser', ROUNDS, () =>
    unary(client, client.GetUser, { id: user.number }, metadata).then(() => undefined),
  );
  client.close();

  console.log('Ratios (each face runs the same supergraph operation in process):');
  ratios(searchGraphql, [searchRest]);
  ratios(userGraphql, [userV1, userV2, userGrpc]);
  ratios(productGraphql, [productServerless]);
} finally {
  await stack.stop();
}
