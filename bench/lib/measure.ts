import type { Child } from './child';
import type { GatewayRoleInfo } from './gateways/options';
import { machineBusyMicros, processCpuMicros, treeCpuMicros } from './proc';
import { RESULT, WINDOW_END, WINDOW_START, type LoadOptions } from './protocol';
import type { WindowResult } from './stats';

/** CPU counters read at one edge of a measured window (microseconds, monotonic). */
interface Edge {
  gateway: number;
  /** The subgraph host's process tree: the subgraphs' Node process and, when embedded, MongoDB's JVM. */
  subgraphs: number;
  /** The Node processes serving the subgraphs (the host and its workers), without MongoDB. */
  subgraphsNode: number;
  load: number;
  bench: number;
  machine: number;
  at: number;
}

/** One measured window of one gateway, with the CPU every party used during it (microseconds). */
export interface WindowSample {
  load: WindowResult;
  wallMs: number;
  cpu: { gateway: number; subgraphs: number; subgraphsNode: number; load: number; other: number };
}

async function edge(
  gateway: Child<GatewayRoleInfo>,
  host: Child<unknown>,
  nodePids: readonly number[],
  load: Child<null>,
): Promise<Edge> {
  // The gateway's own count comes from inside its process (all threads, precise); the rest from /proc.
  const gatewayMicros = (await gateway.cpu()).micros;
  const self = process.cpuUsage();
  return {
    gateway: gatewayMicros,
    subgraphs: treeCpuMicros(host.pid),
    subgraphsNode: nodePids.reduce((sum, pid) => sum + processCpuMicros(pid), 0),
    load: treeCpuMicros(load.pid),
    bench: self.user + self.system,
    machine: machineBusyMicros(),
    at: performance.now(),
  };
}

export interface WindowOptions {
  gateway: Child<GatewayRoleInfo>;
  host: Child<unknown>;
  /** The Node processes serving the subgraphs: the host's and its workers' (all in the host's tree). */
  nodePids: readonly number[];
  startLoad: (options: LoadOptions) => Promise<Child<null>>;
  orderIds: string[];
  headers: Record<string, string>;
  concurrency: number;
  rate: number;
  warmupMs: number;
  durationMs: number;
}

/** Warms a gateway up, then measures one window: the load generator's result and everyone's CPU. */
export async function measureWindow(options: WindowOptions): Promise<WindowSample> {
  const load = await options.startLoad({
    url: options.gateway.info.url,
    orderIds: options.orderIds,
    headers: options.headers,
    concurrency: options.concurrency,
    rate: options.rate,
    warmupMs: options.warmupMs,
    durationMs: options.durationMs,
  });
  try {
    const budget = options.warmupMs + options.durationMs + 60_000;
    await load.event(WINDOW_START, budget);
    const before = await edge(options.gateway, options.host, options.nodePids, load);
    await load.event(WINDOW_END, budget);
    const after = await edge(options.gateway, options.host, options.nodePids, load);
    const result = await load.event<WindowResult | { error: string }>(RESULT, 60_000);
    if ('error' in result) throw new Error(`load generator failed: ${result.error}`);
    const gateway = after.gateway - before.gateway;
    const subgraphs = after.subgraphs - before.subgraphs;
    const subgraphsNode = after.subgraphsNode - before.subgraphsNode;
    const loadMicros = after.load - before.load;
    const bench = after.bench - before.bench;
    const other = Math.max(0, after.machine - before.machine - gateway - subgraphs - loadMicros - bench);
    return {
      load: result,
      wallMs: after.at - before.at,
      cpu: { gateway, subgraphs, subgraphsNode, load: loadMicros, other },
    };
  } finally {
    await load.stop();
  }
}
