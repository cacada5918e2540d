import { allow, type IRules } from 'graphql-shield';
import { isService } from '../../platform/subgraph/rules';

/**
 * Who may call what in this subgraph. Anything not listed is denied (fallbackRule: deny).
 * The spine leaves the spec's operations open; the identity issue narrows them to scopes, roles and owners.
 */
export const permissions: IRules = {
  Query: {
    _entities: allow,
    _service: allow,
    user: allow,
    users: allow,
    userByNumber: allow,
    searchUsers: isService,
  },
  Mutation: {
    createUser: allow,
    updateUser: allow,
    deleteUser: allow,
  },
  User: allow,
  _Service: allow,
};
