import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import { ensureIndexes } from '../../platform/mongo/connection';
import type { SubgraphModule } from '../../platform/subgraph';
import { databaseHealth, type SubgraphDeps } from '../../platform/subgraph/deps';
import { createUsersContext, type UsersContext } from './context';
import { userModels } from './models/user';
import { permissions } from './permissions';
import { resolvers } from './resolvers';
import { UserService } from './services/user-service';

export const typeDefs = parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));

export async function buildUsersSubgraph(deps: SubgraphDeps): Promise<SubgraphModule<UsersContext>> {
  const models = userModels(deps.connection);
  await ensureIndexes(deps.connection);
  const users = new UserService(models);
  return {
    name: 'users',
    typeDefs,
    resolvers: resolvers as SubgraphModule<UsersContext>['resolvers'],
    permissions,
    createContext: (base) => createUsersContext(base, users, deps.config.maxPageSize),
    health: () => databaseHealth(deps.connection),
    close: () => deps.connection.close(),
  };
}
