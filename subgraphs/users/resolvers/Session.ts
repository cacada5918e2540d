import type { SessionResolvers } from '../__generated__/resolvers-types';

export const Session: SessionResolvers = {
  id: (session) => session._id,
  current: (session, _, context) =>
    context.caller.identity.kind === 'user' && context.caller.identity.sessionId === session._id,
};
