import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Route } from '../../../platform/http/router';
import { BoundedLabel } from './labels';
import { latencyMs, type Observation } from './observation';

const MISNAMED_DEFAULTS = [
  'gateway_nodejs_active_handles_total',
  'gateway_nodejs_active_requests_total',
  'gateway_nodejs_active_resources_total',
];

/** Latency buckets (seconds): fine below 50 ms where the gateway lives, coarse up to the subgraph timeout. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The gateway's Prometheus metrics. Per endpoint (GraphQL operation name or REST route), status and client:
 * a latency histogram (volume = its count, average = sum/count, P95/P99 = histogram_quantile) and an error
 * counter; per API-key tier a request counter (per-key figures go to MongoDB, see UsageRecorder, because
 * key ids would make the label set unbounded); refusals per limit; subgraph fetches and circuit states.
 */
export class GatewayMetrics {
  readonly registry = new Registry();
  private readonly endpoints = new BoundedLabel(200);
  private readonly clients = new BoundedLabel(30);
  private readonly requests: Histogram<'endpoint' | 'transport' | 'status' | 'client'>;
  private readonly errors: Counter<'endpoint' | 'transport' | 'code'>;
  private readonly keyRequests: Counter<'tier'>;
  private readonly limited: Counter<'rule'>;
  private readonly subgraphFetches: Histogram<'subgraph' | 'outcome'>;
  private readonly circuits: Gauge<'subgraph' | 'instance'>;
  private readonly routeReloads: Counter<'outcome'>;
  private readonly routeFallbacks: Counter<'route' | 'kind'>;
  private readonly routeUpstreamCalls: Histogram<'route' | 'outcome'>;
  private readonly routeCircuits: Gauge<'route' | 'instance'>;

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'gateway_' });
    // prom-client names three gauges `_total`, which Prometheus reserves for counters (`promtool check
    // metrics` fails on them). Their values are the sums of the per-type gauges it also exports
    // (`sum(gateway_nodejs_active_handles)`), so dropping them loses nothing.
    for (const name of MISNAMED_DEFAULTS) this.registry.removeSingleMetric(name);
    this.requests = new Histogram({
      name: 'gateway_request_duration_seconds',
      help: 'Gateway answers by endpoint (GraphQL operation, REST route, handler, gRPC method), transport (face), status and client.',
      labelNames: ['endpoint', 'transport', 'status', 'client'],
      buckets: BUCKETS,
      registers: [this.registry],
    });
    this.errors = new Counter({
      name: 'gateway_request_errors_total',
      help: 'Answers carrying an error (HTTP status >= 400, or GraphQL errors), by endpoint and error code.',
      labelNames: ['endpoint', 'transport', 'code'],
      registers: [this.registry],
    });
    this.keyRequests = new Counter({
      name: 'gateway_api_key_requests_total',
      help: 'Requests made with an API key, by tier (per-key usage: the apiKeyUsage query).',
      labelNames: ['tier'],
      registers: [this.registry],
    });
    this.limited = new Counter({
      name: 'gateway_rate_limited_total',
      help: 'Requests refused with 429, by the limit that refused them.',
      labelNames: ['rule'],
      registers: [this.registry],
    });
    this.subgraphFetches = new Histogram({
      name: 'gateway_subgraph_fetch_duration_seconds',
      help: 'Subgraph fetches by subgraph and outcome (ok, error, timeout, unreachable, circuit-open, retried).',
      labelNames: ['subgraph', 'outcome'],
      buckets: BUCKETS,
      registers: [this.registry],
    });
    this.circuits = new Gauge({
      name: 'gateway_subgraph_circuit_open',
      help: '1 while the circuit of a subgraph instance is open (the gateway sends it nothing), else 0.',
      labelNames: ['subgraph', 'instance'],
      registers: [this.registry],
    });
    this.routeReloads = new Counter({
      name: 'gateway_route_reloads_total',
      help: 'Changes of the route file (ROUTES_FILE) by outcome: applied, or refused (the previous routes stay).',
      labelNames: ['outcome'],
      registers: [this.registry],
    });
    this.routeFallbacks = new Counter({
      name: 'gateway_route_fallbacks_total',
      help: 'Answers of configured routes given by their fallback (static or stale) while the backend was unavailable.',
      labelNames: ['route', 'kind'],
      registers: [this.registry],
    });
    this.routeUpstreamCalls = new Histogram({
      name: 'gateway_route_upstream_duration_seconds',
      help: 'Calls of configured routes to their HTTP upstreams by route and outcome (ok, retried, timeout, unreachable, circuit-open).',
      labelNames: ['route', 'outcome'],
      buckets: BUCKETS,
      registers: [this.registry],
    });
    this.routeCircuits = new Gauge({
      name: 'gateway_route_circuit_open',
      help: "1 while the circuit of a configured route's upstream instance is open, else 0.",
      labelNames: ['route', 'instance'],
      registers: [this.registry],
    });
  }

  /** A changed route file applied, or refused (the routes before it stay). */
  routeReload(outcome: 'applied' | 'refused'): void {
    this.routeReloads.inc({ outcome });
  }

  /** An answer of a configured route's fallback (its backend unavailable). */
  routeFallback(route: string, kind: 'static' | 'stale'): void {
    this.routeFallbacks.inc({ route: this.endpoints.of(route), kind });
  }

  /** A configured route's call to its HTTP upstream, by outcome (as subgraph fetches). */
  routeUpstream(route: string, outcome: string, seconds: number): void {
    this.routeUpstreamCalls.observe({ route: this.endpoints.of(route), outcome }, seconds);
  }

  routeCircuit(route: string, instance: string, open: boolean): void {
    this.routeCircuits.set({ route: this.endpoints.of(route), instance }, open ? 1 : 0);
  }

  record(observation: Observation, status: number, now?: bigint): void {
    const endpoint = this.endpoints.of(observation.endpoint);
    const client = this.clients.of(observation.client);
    this.requests.observe(
      { endpoint, transport: observation.transport, status: String(status), client },
      latencyMs(observation, now) / 1000,
    );
    const code = observation.errorCode ?? (status >= 400 ? `HTTP_${status}` : undefined);
    if (code) this.errors.inc({ endpoint, transport: observation.transport, code });
    if (observation.identity?.kind === 'apiKey') this.keyRequests.inc({ tier: observation.identity.tier });
  }

  rateLimited(rule: string): void {
    this.limited.inc({ rule });
  }

  subgraphFetch(subgraph: string, outcome: string, seconds: number): void {
    this.subgraphFetches.observe({ subgraph, outcome }, seconds);
  }

  circuit(subgraph: string, instance: string, open: boolean): void {
    this.circuits.set({ subgraph, instance }, open ? 1 : 0);
  }

  /** GET /metrics in the Prometheus text format. */
  route(): Route {
    return {
      methods: ['GET'],
      path: '/metrics',
      handler: async (_req, res) => {
        const text = await this.registry.metrics();
        res.writeHead(200, {
          'content-type': this.registry.contentType,
          'cache-control': 'no-store',
          'content-length': Buffer.byteLength(text),
        });
        res.end(text);
      },
    };
  }
}
