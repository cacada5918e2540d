import type { PersonalDataExportResolvers } from '../__generated__/resolvers-types';

export const PersonalDataExport: PersonalDataExportResolvers = {
  id: (record) => record._id,
};
