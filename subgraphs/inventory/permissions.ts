import { allow, type IRules } from 'graphql-shield';
import { adminCanWrite, isService, staffCanRead } from '../../platform/subgraph/rules';

/**
 * Who may call what in this subgraph; anything not listed is denied (fallbackRule: deny).
 * Stock and warehouses are public to read; the stock ledger and the low-stock list are for staff; writes are
 * for admins; reservations are internal to the order saga (service identity only).
 */
export const permissions: IRules = {
  Query: {
    _entities: allow,
    _service: allow,
    warehouses: allow,
    warehouse: allow,
    stockLevels: allow,
    stockMovements: staffCanRead,
    lowStock: staffCanRead,
  },
  Mutation: {
    createWarehouse: adminCanWrite,
    setStock: adminCanWrite,
    adjustStock: adminCanWrite,
    receiveStock: adminCanWrite,
    writeOffStock: adminCanWrite,
    transferStock: adminCanWrite,
    reserveStock: isService,
    reserveStockLines: isService,
    allocateStock: isService,
    setBackorderPolicy: adminCanWrite,
    releaseStock: isService,
    commitStock: isService,
    restockStock: isService,
  },
  Product: allow,
  ProductVariant: allow,
  StockSummary: allow,
  StockLevel: allow,
  StockMovement: allow,
  StockTransfer: allow,
  LowStockItem: allow,
  BackorderPolicy: allow,
  BackorderedLine: allow,
  AllocatedStock: allow,
  StockReservation: allow,
  Warehouse: allow,
  _Service: allow,
};
