import { rule } from 'graphql-shield';
import type { BaseContext } from '.';

/**
 * Shared graphql-shield rules. Rules are created once at module scope: shield refuses two different rule
 * instances with the same name, so factories must be memoized rather than called per permission map.
 */
export const isService = rule('isService', { cache: 'contextual' })(
  (_parent, _args, context: BaseContext) => context.identity.kind === 'service',
);
