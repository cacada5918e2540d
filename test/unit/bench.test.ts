import { describe, expect, it } from 'vitest';
import { readSupergraph } from '../../platform/schema';
import { parseOptions, UsageError } from '../../bench/lib/options';
import { inPool } from '../../bench/lib/pool';
import { bill, taxVerdict, trafficVerdict, verdict, type GatewayResult } from '../../bench/lib/report';
import { percentile, summarize } from '../../bench/lib/stats';
import { supergraphWithUrls } from '../../bench/lib/supergraph';

const urls = {
  users: 'http://127.0.0.1:5001/graphql',
  orders: 'http://127.0.0.1:5002/graphql',
  catalog: 'http://127.0.0.1:5003/graphql',
  inventory: 'http://127.0.0.1:5004/graphql',
};

describe('supergraphWithUrls', () => {
  it('points every subgraph of the committed supergraph at the running one', () => {
    const sdl = supergraphWithUrls(readSupergraph(), urls);
    for (const [name, url] of Object.entries(urls))
      expect(sdl).toContain(`@join__graph(name: "${name}", url: "${url}")`);
    expect(sdl).not.toContain(':4001/graphql');
  });

  it('refuses a supergraph naming a subgraph that is not running', () => {
    const { inventory: _missing, ...three } = urls;
    expect(() => supergraphWithUrls(readSupergraph(), three as typeof urls)).toThrow(/inventory/);
  });
});

describe('statistics', () => {
  it('takes nearest-rank percentiles', () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('merges rounds into total requests over total time', () => {
    const summary = summarize([
      { windowMs: 1000, latencies: [1, 2, 3], errors: 0 },
      { windowMs: 2000, latencies: [10, 4, 5], errors: 1 },
    ]);
    expect(summary).toMatchObject({ requests: 6, seconds: 3, rps: 2, p50: 3, max: 10, errors: 1 });
  });
});

describe('options', () => {
  it('has defaults that finish in a few minutes', () => {
    const options = parseOptions([], {});
    expect(options).toMatchObject({
      durationSec: 15,
      warmupSec: 5,
      rounds: 2,
      concurrency: 32,
      gateways: ['ours', 'inprocess', 'bare', 'apollo', 'hive', 'monolith'],
    });
    const windows = options.rounds * options.gateways.length;
    expect(windows * (options.durationSec + options.warmupSec)).toBeLessThanOrEqual(240);
  });

  it('lets flags win over environment variables', () => {
    const options = parseOptions(['--duration', '3', '--rounds', '4', '--only=ours,hive', '--profile'], {
      BENCH_DURATION: '9',
      BENCH_CONCURRENCY: '8',
    });
    expect(options).toMatchObject({
      durationSec: 3,
      rounds: 4,
      concurrency: 8,
      gateways: ['ours', 'hive'],
      profile: true,
    });
  });

  it('rejects unknown flags and bad values with a usage error', () => {
    expect(() => parseOptions(['--speed', '2'], {})).toThrow(UsageError);
    expect(() => parseOptions(['--concurrency', '0'], {})).toThrow(/--concurrency/);
    expect(() => parseOptions(['--only', 'router'], {})).toThrow(/--only/);
    expect(() => parseOptions(['--rate', '-5'], {})).toThrow(/--rate/);
  });

  it('runs a closed loop unless a rate is given', () => {
    expect(parseOptions([], {}).rate).toBe(0);
    expect(parseOptions(['--rate', '250'], { BENCH_RATE: '100' }).rate).toBe(250);
    expect(parseOptions([], { BENCH_RATE: '100' }).rate).toBe(100);
  });
});

describe('verdicts', () => {
  const result = (name: GatewayResult['name'], rps: number, p99: number): GatewayResult => ({
    name,
    describe: name,
    load: { requests: rps * 10, seconds: 10, rps, p50: p99 / 2, p90: p99 * 0.8, p99, max: p99, errors: 0 },
    cpuPerRequestUs: 800,
    subgraphsPerRequestUs: { node: 1500, db: 300 },
    cores: { gateway: 0.5, subgraphs: 1, load: 0.2, other: 0 },
  });

  it('judges the throughput goal on RPS, p99 and Hive, and the traffic-control goal on throughput, in a closed loop', () => {
    expect(verdict([result('ours', 500, 50), result('apollo', 240, 120)])).toMatch(
      /^MET: ours is ×2\.08 plain Apollo's RPS .* ×0\.42 its p99/,
    );
    expect(verdict([result('ours', 500, 100), result('apollo', 240, 120)])).toMatch(
      /^NOT MET: .*×0\.83 its p99/,
    );
    expect(verdict([result('ours', 500, 50), result('apollo', 300, 120)])).toMatch(
      /^NOT MET: ours is ×1\.67/,
    );
    expect(verdict([result('ours', 500, 50), result('apollo', 240, 120), result('hive', 520, 60)])).toMatch(
      /^NOT MET: .*×0\.96 Hive's RPS/,
    );
    expect(trafficVerdict([result('ours', 90, 51), result('bare', 100, 50)])).toMatch(
      /^MET: .*10\.0 % less RPS.*1\.0 ms more p99/,
    );
    expect(trafficVerdict([result('ours', 89, 51), result('bare', 100, 50)])).toMatch(
      /^NOT MET: .*11\.0 % less RPS/,
    );
  });

  it('adds up every process per request and judges the federated read against the monolith', () => {
    const monolith: GatewayResult = {
      ...result('monolith', 900, 20),
      cpuPerRequestUs: 1000,
      subgraphsPerRequestUs: { node: 20, db: 280 },
    };
    // ours: 800 + 1500 + 300 = 2600 µs against the monolith's 1000 + 20 + 280 = 1300 µs.
    const lines = bill([result('ours', 500, 50), monolith]);
    expect(lines.find((line) => line.startsWith('| ours'))).toMatch(
      /\|\s+800 \|\s+1500 \|\s+300 \|\s+2600 \|\s+2\.00 \|$/,
    );
    expect(lines.find((line) => line.startsWith('| monolith'))).toMatch(/\|\s+1300 \|\s+1\.00 \|$/);
    expect(taxVerdict([result('ours', 500, 50), monolith])).toMatch(/^MET: .* ×2\.00 the monolith's CPU/);
    const cheaper = { ...monolith, cpuPerRequestUs: 900 };
    expect(taxVerdict([result('ours', 500, 50), cheaper])).toMatch(/^NOT MET: .* ×2\.17/);
    expect(taxVerdict([result('ours', 500, 50)])).toBeUndefined();
  });

  it("compares only latency at an open loop's offered load, and names a gateway that fell behind it", () => {
    expect(trafficVerdict([result('ours', 300, 41.5), result('bare', 300, 40)], 300)).toMatch(
      /^MET \(latency half\): at 300 requests\/s offered, .* add 1\.5 ms/,
    );
    expect(trafficVerdict([result('ours', 250, 41.5), result('bare', 300, 40)], 300)).toMatch(
      /^NOT MET .*NOT keeping up with the offered load: ours;/,
    );
    expect(verdict([result('ours', 300, 40), result('apollo', 300, 90)], 300)).toMatch(
      /ours p99 40\.0 ms vs plain Apollo 90\.0 ms \(the RPS goal needs the closed loop/,
    );
  });
});

describe('inPool', () => {
  it('keeps results in task order with at most `parallel` tasks in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const results = await inPool(20, 3, async (index) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, (index * 7) % 5));
      inFlight--;
      return index * 2;
    });
    expect(results).toEqual(Array.from({ length: 20 }, (_, index) => index * 2));
    expect(most).toBe(3);
  });
});
