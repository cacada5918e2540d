import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import { clientAddressOf } from '../../platform/http/client-address';
import type { Logger } from '../../platform/logging';
import type { Route } from '../../platform/http/router';
import type { Redis } from '../../platform/redis';
import type { GatewayContext } from '../context';
import type { Identity } from '../../platform/identity';
import type { Admission, AdmissionDecision, Transport } from '../edge/admission';
import { UsageRecorder, type UsageSink } from './accesslog/recorder';
import { clientOf } from './metrics/labels';
import { attachObservation, type Observation } from './metrics/observation';
import { useOperationNames } from './metrics/plugin';
import { GatewayMetrics } from './metrics/prometheus';
import { useQueryProtection } from './protection';
import { ADMIT_UNLIMITED, createRateLimiter, type RateDecision, type RateLimiter } from './ratelimit';
import { useFieldLimitAnswers, useWriteGuard } from './ratelimit/plugin';
import { createCompressor, type Compressor } from './transforms/compression';

export type { Observation } from './metrics/observation';
export type { RateDecision } from './ratelimit';

export interface TrafficOptions {
  config: Config;
  logger: Logger;
  /** Where usage and access-log batches are written (the users service). */
  usage: UsageSink;
  /** Shared rate-limit counters (REDIS_URL); owned by the caller. Default in memory. */
  redis?: Redis;
  /** Whose time in-memory rate-limit counters run on (Redis keeps its own). Default the system clock. */
  clock?: Clock;
}

/** Paths never rate-limited nor recorded: probes and scrapes must work while callers are throttled. */
// The web app's pages and files (home, portal) are not API traffic: they stay out of usage and metrics.
const UNMETERED = new Set(['/health', '/metrics', '/', '/portal/*']);

/**
 * Traffic control of the gateway, as small pieces the server wires in: the rate limiter as the edge's
 * admission hook (`admission`: every face, one budget per caller), query protection and the write guard
 * (Apollo plugins), metrics and the access log (`observe`, the /metrics route), compression. Each piece is
 * off when its switch in the config is off.
 */
export interface Traffic {
  limiter: RateLimiter | undefined;
  metrics: GatewayMetrics | undefined;
  recorder: UsageRecorder | undefined;
  plugins: ApolloServerPlugin<GatewayContext>[];
  routes: Route[];
  compress: Compressor | undefined;
  /** Whether a path is rate-limited and recorded. */
  metered(path: string): boolean;
  /**
   * The edge's admission hook (GatewayOptions.admission): counts the request against its caller's budgets,
   * names the face and caller on the request's record, and records graphql-ws and gRPC requests (which have
   * no HTTP answer to wait for) at once, with 200, or 429/503 when refused.
   */
  admission: Admission;
  /** Starts recording an HTTP request (see observationOf); the record is written when the answer has been sent. */
  observe(
    req: IncomingMessage,
    res: ServerResponse,
    requestId: string,
    endpoint: string,
  ): Observation | undefined;
  close(): Promise<void>;
}

export function createTraffic(options: TrafficOptions): Traffic {
  const { config, logger } = options;
  const limiter = config.rateLimits.enabled
    ? createRateLimiter(config, options.redis, options.clock)
    : undefined;
  const metrics = config.metrics.enabled ? new GatewayMetrics() : undefined;
  const recorder = config.metrics.usageLogs
    ? new UsageRecorder({
        sink: options.usage,
        logger: logger.child({ component: 'access' }),
        flushIntervalMs: config.metrics.flushIntervalMs,
      })
    : undefined;
  const observing = Boolean(metrics || recorder);

  const admission: Admission = async (request) => {
    const decision = limiter ? await limiter.check(request.identity, request.access) : ADMIT_UNLIMITED;
    if (decision.kind === 'limited') metrics?.rateLimited(decision.rule);
    const record = request.observation;
    if (record) {
      record.identity = request.identity;
      record.transport = request.transport;
      // GraphQL over HTTP is named after its operation once parsed (useOperationNames).
      if (request.transport !== 'graphql') record.endpoint = request.operation;
    } else if (observing) {
      // No HTTP answer to wait for (graphql-ws, gRPC): recorded at once, with the admission's status.
      const admitted = arrival({ ...request, endpoint: request.operation });
      const status = decision.kind === 'admitted' ? 200 : decision.kind === 'limited' ? 429 : 503;
      metrics?.record(admitted, status);
      recorder?.record(admitted, status);
    }
    return toAdmission(decision);
  };

  const observe: Traffic['observe'] = (req, res, requestId, endpoint) => {
    if (!observing) return undefined;
    const record = arrival({
      requestId,
      transport: 'http',
      endpoint,
      headers: req.headers,
      ip: clientAddressOf(req),
    });
    attachObservation(res, record);
    res.once('finish', () => {
      const finished = process.hrtime.bigint();
      metrics?.record(record, res.statusCode, finished);
      recorder?.record(record, res.statusCode, Date.now(), finished);
    });
    return record;
  };

  return {
    limiter,
    metrics,
    recorder,
    plugins: [
      useQueryProtection({ ...config.protection, maxPageSize: config.maxPageSize }),
      useWriteGuard(),
      useFieldLimitAnswers(),
      ...(observing ? [useOperationNames()] : []),
    ],
    routes: metrics ? [metrics.route()] : [],
    compress: config.compression.enabled ? createCompressor(config.compression.minBytes) : undefined,
    metered: (path) => !UNMETERED.has(path),
    admission,
    observe,
    close: async () => {
      await recorder?.close();
      await limiter?.close();
    },
  };
}

/** A request's record as it arrives, before anyone knows how it ends. */
function arrival(request: {
  requestId: string;
  transport: Transport;
  endpoint: string;
  identity?: Identity;
  headers?: Readonly<Record<string, unknown>>;
  ip?: string | null;
}): Observation {
  return {
    requestId: request.requestId,
    at: Date.now(),
    started: process.hrtime.bigint(),
    transport: request.transport,
    endpoint: request.endpoint,
    ...(request.identity ? { identity: request.identity } : {}),
    client: clientOf((request.headers ?? {}) as Record<string, string | string[] | undefined>),
    ip: request.ip ?? null,
  };
}

/** The limiter's decision in the edge's terms (the face words it: 429, RESOURCE_EXHAUSTED, a close code). */
function toAdmission(decision: RateDecision): AdmissionDecision {
  switch (decision.kind) {
    case 'admitted':
      return decision.writesBlocked
        ? { kind: 'admitted', headers: decision.headers, writesBlocked: true }
        : { kind: 'admitted', headers: decision.headers };
    case 'limited':
      return {
        kind: 'limited',
        message: decision.message,
        retryAfterSeconds: decision.retryAfterSeconds,
        headers: decision.headers,
      };
    case 'unavailable':
      return { kind: 'unavailable', message: decision.message, retryAfterSeconds: 1 };
    default: {
      const exhaustive: never = decision;
      return exhaustive;
    }
  }
}
