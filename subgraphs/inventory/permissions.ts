import { allow, type IRules } from 'graphql-shield';
import { isService } from '../../platform/subgraph/rules';

/**
 * Who may call what in this subgraph; anything not listed is denied (fallbackRule: deny).
 * Reservations are internal to the order saga (service identity only); the identity issue restricts
 * stock writes to staff.
 */
export const permissions: IRules = {
  Query: {
    _entities: allow,
    _service: allow,
    warehouses: allow,
    warehouse: allow,
    stockLevels: allow,
  },
  Mutation: {
    createWarehouse: allow,
    setStock: allow,
    adjustStock: allow,
    reserveStock: isService,
    releaseStock: isService,
    commitStock: isService,
  },
  Product: allow,
  StockSummary: allow,
  StockLevel: allow,
  Warehouse: allow,
  _Service: allow,
};
