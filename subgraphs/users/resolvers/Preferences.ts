import type { ConsentChangeResolvers, PreferencesResolvers } from '../__generated__/resolvers-types';

export const Preferences: PreferencesResolvers = {
  // Newest first; the stored trail is append-only, oldest first.
  auditTrail: (preferences) => [...preferences.audit].reverse(),
};

export const ConsentChange: ConsentChangeResolvers = {
  id: (change) => change._id,
  previous: (change) => String(change.previous),
  value: (change) => String(change.value),
};
