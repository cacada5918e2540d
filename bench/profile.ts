/**
 * `npx tsx bench/profile.ts <file.cpuprofile> [top]`: where a process spent its CPU, from a V8 profile
 * (`npm run bench -- --profile` writes one per gateway and one for the subgraph host into bench/profiles/).
 * Prints self time by package and the hottest functions, so a cost can be named before it is fixed.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The package (or repository folder) a script URL belongs to. */
function ownerOf(url: string): string {
  if (!url) return '(native/idle)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return url;
  const repo = /\/(gateway|platform|subgraphs|bench)\//.exec(url);
  return repo ? `repo:${repo[1]}` : url;
}

function main(): void {
  const [file, topArg] = process.argv.slice(2);
  if (!file) {
    console.error('usage: npx tsx bench/profile.ts <file.cpuprofile> [top]');
    process.exitCode = 2;
    return;
  }
  const top = Number(topArg ?? 25);
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  // A sample's weight is the time since the one before. A gap far beyond the sampling interval is not
  // time spent in that frame: the profiler's own start (the inspector's dispatch), or a pause of the
  // sampling thread. Such weights are capped at 20 × the median interval, and the report says how much.
  const sortedDeltas = [...profile.timeDeltas].sort((a, b) => a - b);
  const cap = 20 * Math.max(1, sortedDeltas[Math.floor(sortedDeltas.length / 2)] ?? 1);
  let cappedMicros = 0;
  let cappedSamples = 0;
  const selfMicros = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    if (delta > cap) {
      cappedMicros += delta - cap;
      cappedSamples++;
    }
    selfMicros.set(id, (selfMicros.get(id) ?? 0) + Math.min(delta, cap));
  });

  const total = [...selfMicros.values()].reduce((sum, value) => sum + value, 0);
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, micros] of selfMicros) {
    const frame = byId.get(id)!.callFrame;
    const owner =
      frame.functionName === '(idle)'
        ? '(idle)'
        : frame.functionName === '(garbage collector)'
          ? '(gc)'
          : ownerOf(frame.url);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + micros);
    const key = `${frame.functionName || '(anonymous)'}  ${frame.url.replace(/^.*node_modules\//, '')}:${frame.lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
  }
  const busy = total - (byOwner.get('(idle)') ?? 0);
  const print = (title: string, entries: Map<string, number>) => {
    console.log(`\n${title} (share of non-idle time ${(busy / 1e6).toFixed(1)} s)`);
    for (const [name, micros] of [...entries]
      .filter(([name]) => name !== '(idle)' && !name.startsWith('(idle)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)) {
      console.log(`${((100 * micros) / busy).toFixed(1).padStart(6)} %  ${name}`);
    }
  };
  if (cappedSamples)
    console.log(
      `\n${cappedSamples} sample(s) after a gap longer than ${(cap / 1000).toFixed(1)} ms: ${(cappedMicros / 1e6).toFixed(2)} s of gaps left out`,
    );
  print('Self time by package', byOwner);
  print('Hottest functions (self time)', byFunction);
}

main();
