import type { SessionResolvers } from '../__generated__/resolvers-types';

export const Session: SessionResolvers = {
  id: (session) => session._id,
  current: (session, _, context) =>
    context.identity.kind === 'user' && context.identity.sessionId === session._id,
};
