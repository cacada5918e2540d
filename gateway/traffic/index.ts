import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Config } from '../../platform/config';
import type { Identity } from '../../platform/identity';
import type { Logger } from '../../platform/logging';
import type { Route } from '../../platform/http/router';
import type { Redis } from '../../platform/redis';
import type { GatewayContext } from '../context';
import { UsageRecorder, type UsageSink } from './accesslog/recorder';
import { clientOf } from './metrics/labels';
import type { Observation } from './metrics/observation';
import { useOperationNames } from './metrics/plugin';
import { GatewayMetrics } from './metrics/prometheus';
import { useQueryProtection } from './protection';
import { createRateLimiter, type Access, type RateDecision, type RateLimiter } from './ratelimit';
import { applyDecision } from './ratelimit/http';
import { useWriteGuard } from './ratelimit/plugin';
import { createCompressor, type Compressor } from './transforms/compression';

export type { Observation } from './metrics/observation';
export type { Access, RateDecision } from './ratelimit';

export interface TrafficOptions {
  config: Config;
  logger: Logger;
  /** Where usage and access-log batches are written (the users service). */
  usage: UsageSink;
  /** Shared rate-limit counters (REDIS_URL); owned by the caller. Default in memory. */
  redis?: Redis;
}

/** Paths never rate-limited nor recorded: probes and scrapes must work while callers are throttled. */
const UNMETERED = new Set(['/health', '/metrics']);

/**
 * Traffic control of the gateway, as small pieces the server wires in: the rate limiter (`admit`), query
 * protection and the write guard (Apollo plugins), metrics and the access log (`observe`, the /metrics
 * route), compression. Each piece is off when its switch in the config is off.
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
   * Counts a request against its caller's budgets and puts the outcome on the answer (headers; 429/503
   * written when refused). Returns null when refused, else whether writes must be refused later.
   */
  admit(res: ServerResponse, identity: Identity, access: Access, shape: 'graphql' | 'plain'): Promise<{ writesBlocked: boolean } | null>;
  /**
   * The same check for a face that is not an HTTP answer (a graphql-ws connection or subscription, a gRPC
   * call): counts one request of `identity` against its budgets, records it as `endpoint` in the metrics and
   * the usage and access logs (status 200, or 429/503 when refused), and returns the decision for the face
   * to express (a close code, a GraphQL error, a gRPC status).
   */
  admitEvent(identity: Identity, endpoint: string, req: IncomingMessage): Promise<RateDecision>;
  /** Starts recording a request; the record is written when the answer has been sent. */
  observe(req: IncomingMessage, res: ServerResponse, requestId: string, face: Observation['face'], endpoint: string): Observation | undefined;
  close(): Promise<void>;
}

export function createTraffic(options: TrafficOptions): Traffic {
  const { config, logger } = options;
  const limiter = config.rateLimits.enabled ? createRateLimiter(config, options.redis) : undefined;
  const metrics = config.metrics.enabled ? new GatewayMetrics() : undefined;
  const recorder = config.metrics.usageLogs
    ? new UsageRecorder({ sink: options.usage, logger: logger.child({ component: 'access' }), flushIntervalMs: config.metrics.flushIntervalMs })
    : undefined;
  const observing = Boolean(metrics || recorder);

  const admit: Traffic['admit'] = async (res, identity, access, shape) => {
    if (!limiter) return { writesBlocked: false };
    const decision: RateDecision = await limiter.check(identity, access);
    if (decision.kind === 'limited') metrics?.rateLimited(decision.rule);
    if (!applyDecision(res, decision, shape)) return null;
    return { writesBlocked: decision.kind === 'admitted' && decision.writesBlocked };
  };

  const observation = (req: IncomingMessage, requestId: string, face: Observation['face'], endpoint: string): Observation => ({
    requestId,
    at: Date.now(),
    started: process.hrtime.bigint(),
    face,
    endpoint,
    client: clientOf(req.headers),
    ip: req.socket.remoteAddress ?? null,
  });
  const ADMITTED: RateDecision = { kind: 'admitted', headers: {}, writesBlocked: false };
  let events = 0;

  const admitEvent: Traffic['admitEvent'] = async (identity, endpoint, req) => {
    const decision = limiter ? await limiter.check(identity, 'read') : ADMITTED;
    if (decision.kind === 'limited') metrics?.rateLimited(decision.rule);
    if (observing) {
      const record = { ...observation(req, `ws-${(events++).toString(36)}`, 'ws', endpoint), identity };
      const status = decision.kind === 'admitted' ? 200 : decision.kind === 'limited' ? 429 : 503;
      metrics?.record(record, status);
      recorder?.record(record, status);
    }
    return decision;
  };

  const observe: Traffic['observe'] = (req, res, requestId, face, endpoint) => {
    if (!observing) return undefined;
    const record = observation(req, requestId, face, endpoint);
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
      ...(observing ? [useOperationNames()] : []),
    ],
    routes: metrics ? [metrics.route()] : [],
    compress: config.compression.enabled ? createCompressor(config.compression.minBytes) : undefined,
    metered: (path) => !UNMETERED.has(path),
    admit,
    admitEvent,
    observe,
    close: async () => {
      await recorder?.close();
      await limiter?.close();
    },
  };
}
