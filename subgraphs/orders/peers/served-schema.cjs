/**
 * A codegen schema loader: the schema a peer subgraph really serves, built from its schema.graphql the
 * way the subgraph builds it (`buildSubgraphSchema` adds `_entities`, `_Any` and the `_Entity` union of its
 * @key types). The orders subgraph's peer operations are validated and typed against it, so a field renamed
 * in a peer's schema fails `npm run check:generated` naming the operation's file.
 *
 * CommonJS because codegen `require`s loaders outside any TypeScript loader (the plain CLI, vitest).
 */
const { readFileSync } = require('node:fs');
const { parse } = require('graphql');
const { buildSubgraphSchema } = require('@apollo/subgraph');

module.exports = (pointer) => buildSubgraphSchema({ typeDefs: parse(readFileSync(pointer, 'utf8')) });
