import { formatMinor } from '../../../platform/money';
import type { CustomerRecordResolvers } from '../__generated__/resolvers-types';

export const CustomerRecord: CustomerRecordResolvers = {
  userId: (record) => record._id,
  lifetimeValue: (record) =>
    record.lifetimeValue.map(({ currency, amountMinor }) => ({
      currency,
      amount: formatMinor(amountMinor, currency),
    })),
  newsletter: (record) => record.consent.newsletter,
  marketing: (record) => record.consent.marketing,
  privacy: (record) => record.consent.privacy,
};
