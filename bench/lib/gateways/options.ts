import type { SubgraphName } from '../../../platform/config';
import type { Identity } from '../../../platform/identity';

/** What every gateway child is started with; all of them route to the same running subgraphs. */
export interface GatewayRoleOptions {
  subgraphUrls: Record<SubgraphName, string>;
  /** The secret the subgraphs verify `x-gateway-identity` with. */
  gatewaySecret: string;
  /** schema/supergraph.graphql with its subgraph URLs pointed at `subgraphUrls` (see supergraphWithUrls). */
  supergraphSdl: string;
  /**
   * The identity of the benchmark's caller, for gateways that verify no credential themselves: they sign
   * it, fresh, on every subgraph fetch. Ours ignores it and verifies the request's API key instead, in
   * both traffic variants.
   */
  identity: Identity;
  /**
   * Ours only. on (default): as deployed, verifying the API key, rate-limiting it (with budgets too large to
   * refuse anything, so every request pays for the full check) and recording metrics and usage. off: the
   * same gateway with the rate limiter, metrics and usage logs off, verifying the same API key the same way
   * (there is no way to skip authentication): the baseline the traffic-control overhead is measured against,
   * so the difference is the traffic control alone.
   */
  traffic?: 'on' | 'off';
  /** The stack's event bus (our gateway tails it for subscriptions; the others have no subscriptions). */
  events: { mongoUri: string; dbPrefix: string };
}

export interface GatewayRoleInfo {
  /** The gateway's GraphQL endpoint. */
  url: string;
  /** Package and version, for the results table. */
  describe: string;
}
