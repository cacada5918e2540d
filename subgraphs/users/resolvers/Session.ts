import type { SessionResolvers } from '../__generated__/resolvers-types';

export const Session: SessionResolvers = {
  id: (session) => session._id,
  current: (session, _, { caller, sessions }) => sessions.isCurrent(caller, session),
};
