import type { SubgraphName } from '../platform/config';
import type { JsonClient } from '../platform/http/client';

export interface HealthReport {
  status: 'ok' | 'unavailable';
  subgraphs: Record<string, { ok: boolean; detail?: string }>;
  /** Subgraphs that are not reachable or not ready, with the reason; empty when healthy. */
  missing: string[];
}

/** `/health` of a subgraph next to its `/graphql`. */
export function healthUrlOf(graphqlUrl: string): string {
  const url = new URL(graphqlUrl);
  url.pathname = url.pathname.replace(/\/graphql\/?$/, '') + '/health';
  return url.toString();
}

/**
 * Asks every subgraph's `/health` (which pings its database). The answer is cached for a second so a
 * load balancer polling hard does not multiply into subgraph traffic.
 */
export class HealthChecker {
  private cached: { at: number; report: Promise<HealthReport> } | undefined;

  constructor(
    private readonly urls: Record<SubgraphName, string>,
    private readonly client: JsonClient,
    private readonly timeoutMs = 2_000,
  ) {}

  check(now = Date.now()): Promise<HealthReport> {
    if (this.cached && now - this.cached.at < 1_000) return this.cached.report;
    const report = this.probe();
    this.cached = { at: now, report };
    return report;
  }

  private async probe(): Promise<HealthReport> {
    const entries = await Promise.all(
      Object.entries(this.urls).map(async ([name, url]) => {
        try {
          const response = await this.client.get(healthUrlOf(url), this.timeoutMs);
          const body = response.body as { detail?: string } | undefined;
          return [name, response.status === 200 ? { ok: true } : { ok: false, detail: body?.detail ?? `answered ${response.status}` }] as const;
        } catch (error) {
          return [name, { ok: false, detail: (error as Error).message }] as const;
        }
      }),
    );
    const subgraphs = Object.fromEntries(entries);
    const missing = entries.filter(([, state]) => !state.ok).map(([name, state]) => `${name}: ${state.detail ?? 'unavailable'}`);
    return { status: missing.length ? 'unavailable' : 'ok', subgraphs, missing };
  }
}
