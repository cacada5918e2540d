import { sendError } from '../../platform/http';
import type { Route } from '../../platform/http/router';
import { httpRequestOf, type Edge } from '../edge';

/**
 * The gateway's own routes (auth, OAuth, discovery, the API docs, extra routes) spend from their caller's
 * budget through the same edge as the faces (transport `http`). They decide themselves what a credential
 * means to them, so one the edge does not accept counts as the address, not as a 401. A refusal answers
 * the plain error body (`{ error, code }`).
 */
export function ownRoute(edge: Edge): (route: Route) => Route {
  return (route) => ({
    ...route,
    handler: async (req, res, params) => {
      const entry = await edge.enter(httpRequestOf(req, res, 'http', `${req.method} ${route.path}`), {
        invalidCredential: 'anonymous',
      });
      switch (entry.kind) {
        case 'admitted':
          for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
          return route.handler(req, res, params);
        case 'refused': {
          const { refusal } = entry;
          sendError(res, refusal.code, refusal.message, { ...refusal.headers, 'cache-control': 'no-store' });
          return;
        }
        default: {
          const exhaustive: never = entry;
          return exhaustive;
        }
      }
    },
  });
}
