import { allow, type IRules } from 'graphql-shield';
import { adminCanWrite, isService } from '../../platform/subgraph/rules';

/**
 * Who may call what in this subgraph; anything not listed is denied (fallbackRule: deny).
 * Stock and warehouses are public to read; writes are for admins; reservations are internal to the order
 * saga (service identity only).
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
    createWarehouse: adminCanWrite,
    setStock: adminCanWrite,
    adjustStock: adminCanWrite,
    reserveStock: isService,
    releaseStock: isService,
    commitStock: isService,
    restockStock: isService,
  },
  Product: allow,
  ProductVariant: allow,
  StockSummary: allow,
  StockLevel: allow,
  Warehouse: allow,
  _Service: allow,
};
