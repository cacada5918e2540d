/**
 * The house's import rules (docs/architecture.md#layers), checked by `npm run lint` (part of `npm test`):
 * layers point one way and no module imports itself back, type-only imports included.
 */
const upper = (...folders) => `^(${folders.join('|')})/`;
/** A service's entry point (`main.ts`) is the top of its process: it may start the service runner. */
const MAIN = '/main\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle (type-only ones count): split the shared part into a module both import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'platform-is-the-ground-floor',
      severity: 'error',
      comment: 'platform/ is shared by every service and imports nothing above it.',
      from: { path: '^platform/' },
      to: { path: upper('gateway', 'subgraphs', 'stack', 'testing', 'scripts', 'bench', 'test') },
    },
    {
      name: 'services-stand-apart',
      severity: 'error',
      comment: 'The gateway and the subgraphs run as separate processes and meet only over the wire.',
      from: { path: '^gateway/', pathNot: MAIN },
      to: { path: upper('subgraphs', 'stack', 'testing', 'scripts', 'bench', 'test') },
    },
    {
      name: 'subgraphs-own-their-data',
      severity: 'error',
      comment: 'A subgraph reaches another only through its GraphQL API (peers), never its code or models.',
      from: { path: '^subgraphs/([^/]+)/' },
      to: { path: '^subgraphs/', pathNot: ['^subgraphs/$1/', '^subgraphs/index\\.ts$'] },
    },
    {
      name: 'subgraphs-below-the-stack',
      severity: 'error',
      comment: 'Subgraphs never import the gateway, the assembly, the test harness or tools.',
      from: { path: '^subgraphs/', pathNot: MAIN },
      to: { path: upper('gateway', 'stack', 'testing', 'scripts', 'bench', 'test') },
    },
    {
      name: 'production-code-never-imports-tests',
      severity: 'error',
      comment: 'The assembly runs in production; the test harness and tests are above it.',
      from: { path: '^stack/' },
      to: { path: upper('testing', 'test', 'bench') },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|\\.cache)/' },
    // Type-only imports are dependencies too: a type-only cycle is still a cycle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
