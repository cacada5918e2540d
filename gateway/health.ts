import type { IncomingMessage } from 'node:http';
import type { SubgraphName } from '../platform/config';
import { sendJson } from '../platform/http';
import type { JsonClient } from '../platform/http/client';
import type { Route } from '../platform/http/router';

/** One instance of a subgraph as `/health` saw it. */
export interface InstanceHealth {
  url: string;
  ok: boolean;
  /** Why it is down (its own answer, or the connection error); absent when up. */
  detail?: string;
}

export interface HealthReport {
  /** `ok` when every subgraph has at least one reachable, ready instance. */
  status: 'ok' | 'unavailable';
  /** Per subgraph: `ok` when any instance is; every instance with its own state. */
  subgraphs: Record<string, { ok: boolean; detail?: string; instances: InstanceHealth[] }>;
  /** Subgraphs with no instance up, with the reasons; empty when healthy. */
  missing: string[];
}

/** `/health` of a subgraph next to its `/graphql`. */
export function healthUrlOf(graphqlUrl: string): string {
  const url = new URL(graphqlUrl);
  url.pathname = url.pathname.replace(/\/graphql\/?$/, '') + '/health';
  return url.toString();
}

/**
 * Asks every instance of every subgraph for its `/health` (which pings its database). The gateway is
 * healthy while each subgraph has at least one instance up, because its fetches fail over to that one;
 * an instance that is down is still reported, by URL. The answer is cached for a second so a load
 * balancer polling hard does not multiply into subgraph traffic.
 */
export class HealthChecker {
  private cached: { at: number; report: Promise<HealthReport> } | undefined;

  constructor(
    private readonly urls: Record<SubgraphName, readonly string[]>,
    private readonly client: JsonClient,
    private readonly timeoutMs = 2_000,
  ) {}

  check(now = Date.now()): Promise<HealthReport> {
    if (this.cached && now - this.cached.at < 1_000) return this.cached.report;
    const report = this.probe();
    this.cached = { at: now, report };
    return report;
  }

  private async instance(url: string): Promise<InstanceHealth> {
    try {
      const response = await this.client.get(healthUrlOf(url), this.timeoutMs);
      const body = response.body as { detail?: string } | undefined;
      return response.status === 200
        ? { url, ok: true }
        : { url, ok: false, detail: body?.detail ?? `answered ${response.status}` };
    } catch (error) {
      return { url, ok: false, detail: (error as Error).message };
    }
  }

  private async probe(): Promise<HealthReport> {
    const entries = await Promise.all(
      Object.entries(this.urls).map(async ([name, urls]) => {
        const instances = await Promise.all(urls.map((url) => this.instance(url)));
        const ok = instances.some((instance) => instance.ok);
        const detail = ok
          ? undefined
          : instances
              .map((instance) => (urls.length > 1 ? `${instance.url}: ${instance.detail}` : instance.detail))
              .join('; ');
        return [name, { ok, ...(detail ? { detail } : {}), instances }] as const;
      }),
    );
    const subgraphs = Object.fromEntries(entries);
    const missing = entries
      .filter(([, state]) => !state.ok)
      .map(([name, state]) => `${name}: ${state.detail ?? 'unavailable'}`);
    return { status: missing.length ? 'unavailable' : 'ok', subgraphs, missing };
  }
}

/**
 * GET /health: 200 while healthy and 503 otherwise; never limited, never cached. The whole report (subgraph
 * instances by URL, why one is down) only for those `detailsFor` admits (in production: staff and the
 * metrics token); everyone else, load balancers included, reads `{ "status" }` alone, because internal
 * addresses are a map for an attacker.
 */
export function healthRoute(
  health: HealthChecker,
  detailsFor: (req: IncomingMessage) => Promise<boolean> = async () => true,
): Route {
  return {
    methods: ['GET'],
    path: '/health',
    handler: async (req, res) => {
      const [report, details] = await Promise.all([health.check(), detailsFor(req)]);
      sendJson(res, report.status === 'ok' ? 200 : 503, details ? report : { status: report.status }, {
        'cache-control': 'no-store',
      });
    },
  };
}
