import type DataLoader from 'dataloader';
import { oneLoader } from '../../platform/graphql/loaders';
import type { BaseContext } from '../../platform/subgraph';
import type { UserRecord } from './models/user';
import type { UserService } from './services/user-service';

export interface UsersContext extends BaseContext {
  users: UserService;
  maxPageSize: number;
  loaders: { userById: DataLoader<string, UserRecord | null> };
}

export function createUsersContext(base: BaseContext, users: UserService, maxPageSize: number): UsersContext {
  return {
    ...base,
    users,
    maxPageSize,
    loaders: { userById: oneLoader((ids) => users.byIds(ids), (user) => user._id) },
  };
}
