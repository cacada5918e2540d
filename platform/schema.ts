import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import { subgraphNames, type SubgraphName } from './config';
import { repoRoot } from './paths';

export const supergraphPath = join(repoRoot, 'schema', 'supergraph.graphql');

export function subgraphSchemaPath(name: SubgraphName): string {
  return join(repoRoot, 'subgraphs', name, 'schema.graphql');
}

/** The URL each subgraph has inside docker compose; the running stack overrides it per deployment. */
export function defaultSubgraphUrl(name: SubgraphName): string {
  return `http://${name}:4001/graphql`;
}

/**
 * Composes the four subgraph schemas with @apollo/composition (rover cannot compose offline).
 * Throws with every composition error listed.
 */
export function composeSupergraph(): string {
  const result = composeServices(
    subgraphNames.map((name) => ({
      name,
      url: defaultSubgraphUrl(name),
      typeDefs: parse(readFileSync(subgraphSchemaPath(name), 'utf8')),
    })),
  );
  if (result.errors) {
    throw new Error(
      `Supergraph composition failed:\n${result.errors.map((error) => `  - ${error.message}`).join('\n')}`,
    );
  }
  return result.supergraphSdl;
}

export function readSupergraph(): string {
  try {
    return readFileSync(supergraphPath, 'utf8');
  } catch {
    throw new Error(`${supergraphPath} is missing; run \`npm run compose\` to create it.`);
  }
}
