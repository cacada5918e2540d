import type { StockTransferResolvers } from '../__generated__/resolvers-types';

export const StockTransfer: StockTransferResolvers = {
  id: (transfer) => transfer.transferId,
};
