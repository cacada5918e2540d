import type { IncomingMessage } from 'node:http';
import type { Clock } from '../../platform/clock';
import type { JsonClient } from '../../platform/http/client';
import type { Logger } from '../../platform/logging';
import type { Edge, OperationError } from '../edge';
import type { GatewayContext } from '../context';
import { Upstream, UpstreamUnavailable } from '../traffic/resilience/upstream';
import type { FileRoute, HttpBackend, SupergraphBackend } from './file';
import type { Operations } from './operations';
import { compileTemplate, REQUEST_ROOTS, type Scope, type Template } from './template';

/** What a backend made of a request: an answer to shape, an error to pass on, or nothing at all. */
export type BackendResult =
  | { kind: 'answer'; status: number; data: unknown }
  | { kind: 'error'; error: OperationError }
  /** The backend cannot answer now (circuits open, unreachable, timed out, 5xx): the fallback's turn. */
  | { kind: 'unavailable'; reason: string };

export interface Backend {
  call(scope: Scope, context: GatewayContext, req: IncomingMessage): Promise<BackendResult>;
}

export interface BackendDeps {
  edge: Edge;
  client: JsonClient;
  operations: Operations;
  clock: Clock;
  logger: Logger;
  /** Told each upstream call's outcome and seconds (gateway_route_upstream_duration_seconds). */
  onUpstream?: (route: string, outcome: string, seconds: number) => void;
  /** Told when an upstream instance's circuit opens or closes (gateway_route_circuit_open). */
  onCircuit?: (route: string, instance: string, open: boolean) => void;
}

/** A supergraph operation of the catalogue, run in process after the edge (the REST face's protocol transform). */
function supergraphBackend(route: FileRoute, backend: SupergraphBackend, deps: BackendDeps): Backend {
  const document = deps.operations.get(backend.operation)!;
  const variables: Template =
    backend.variables === undefined ? () => ({}) : compileTemplate(backend.variables, REQUEST_ROOTS);
  const status = route.method === 'POST' ? 201 : 200;
  return {
    call: async (scope, context) => {
      const outcome = await deps.edge.execute(context, {
        document,
        variables: (variables(scope) ?? {}) as Record<string, unknown>,
      });
      if (outcome.kind === 'data') return { kind: 'answer', status, data: outcome.data };
      if (outcome.error.code === 'SERVICE_UNAVAILABLE')
        return { kind: 'unavailable', reason: outcome.error.message };
      return { kind: 'error', error: outcome.error };
    },
  };
}

const IDEMPOTENT = new Set(['GET', 'PUT', 'DELETE']);

/**
 * An HTTP upstream with several instances, called through the gateway's Upstream: balanced, a circuit
 * breaker per instance, retries of idempotent calls with backoff under a budget, one deadline. The caller's
 * gateway-signed identity never leaves for an upstream; the request id does.
 */
function httpBackend(route: FileRoute, backend: HttpBackend, deps: BackendDeps): Backend {
  const method = backend.method ?? route.method;
  const upstream = new Upstream({
    name: route.name,
    urls: backend.urls.map((url) => url.replace(/\/+$/, '')),
    retries: backend.retries ?? (IDEMPOTENT.has(method) ? 2 : 0),
    breaker: backend.breaker,
    clock: deps.clock,
    onCircuit: deps.onCircuit && ((url, open) => deps.onCircuit!(route.name, url, open)),
    observe: deps.onUpstream && ((outcome, seconds) => deps.onUpstream!(route.name, outcome, seconds)),
  });
  const pathPattern = backend.path ?? route.path;
  const body: Template | undefined =
    backend.body === undefined ? undefined : compileTemplate(backend.body, REQUEST_ROOTS);
  const headers = Object.entries(backend.headers).map(
    ([name, value]) => [name, compileTemplate(value, REQUEST_ROOTS)] as const,
  );
  return {
    call: async (scope, context, req) => {
      const params = (scope.path ?? {}) as Record<string, string>;
      const path = pathPattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) =>
        encodeURIComponent(params[name] ?? ''),
      );
      const search = (req.url ?? '').includes('?') ? (req.url ?? '').slice((req.url ?? '').indexOf('?')) : '';
      const sent: Record<string, string> = { accept: 'application/json', 'x-request-id': context.requestId };
      for (const [name, template] of headers) {
        const value = template(scope);
        if (value !== undefined && value !== null) sent[name] = String(value);
      }
      const made = body ? body(scope) : scope.body;
      const payload = made === undefined || method === 'GET' ? undefined : JSON.stringify(made);
      if (payload !== undefined) sent['content-type'] = 'application/json';
      try {
        const response = await upstream.call(
          (instance, remainingMs) =>
            deps.client.request(`${instance.url}${path}${search}`, method, sent, payload, remainingMs),
          {
            timeoutMs: backend.timeoutMs,
            retryable: IDEMPOTENT.has(method),
            healthy: (answer) => answer.status < 500,
            logger: context.logger,
          },
        );
        return { kind: 'answer', status: response.status, data: response.body };
      } catch (error) {
        if (error instanceof UpstreamUnavailable)
          return { kind: 'unavailable', reason: `The ${route.name} backend ${error.reason}.` };
        throw error;
      }
    },
  };
}

export function backendOf(route: FileRoute, deps: BackendDeps): Backend {
  const { backend } = route;
  switch (backend.kind) {
    case 'supergraph':
      return supergraphBackend(route, backend, deps);
    case 'http':
      return httpBackend(route, backend, deps);
    default: {
      const exhaustive: never = backend;
      return exhaustive;
    }
  }
}
