import type DataLoader from 'dataloader';
import { oneLoader } from '../../platform/graphql/loaders';
import type { BaseContext } from '../../platform/subgraph';
import { requestContext } from '../../platform/subgraph/context';
import type { UserRecord } from './models/user';
import type { UsersServices } from './services';

export type { UsersServices } from './services';

export interface UsersContext extends BaseContext, UsersServices {
  maxPageSize: number;
  loaders: {
    /** Any user by id: the owners of records already within reach. */
    userById: DataLoader<string, UserRecord | null>;
    /** Users other subgraphs name, as far as the caller may see them (entity references). */
    referencedUser: DataLoader<string, UserRecord | null>;
  };
}

export function createUsersContext(
  base: BaseContext,
  services: UsersServices,
  maxPageSize: number,
): UsersContext {
  return requestContext<UsersContext>(
    services,
    { maxPageSize },
    {
      ...base,
      loaders: {
        userById: oneLoader(
          (ids) => services.users.byIds(base.caller, ids),
          (user) => user._id,
        ),
        referencedUser: oneLoader(
          (ids) => services.users.referenced(base.caller, ids),
          (user) => user._id,
        ),
      },
    },
  );
}
