import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU accounting from Linux's /proc, for what IPC cannot ask: the subgraph host's JVM (a grandchild) and
 * the machine as a whole (other engineers' test runs share these two cores). Elsewhere these read 0 and
 * the report says "n/a".
 */
export const procAvailable = (() => {
  try {
    readFileSync('/proc/stat');
    return true;
  } catch {
    return false;
  }
})();

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

const toMicros = (ticks: number) => (ticks * 1e6) / ticksPerSecond;

/** pid, parent pid and CPU ticks (user + system) of one process, or undefined when it is gone. */
function statOf(pid: number): { ppid: number; ticks: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: fields are counted after its closing parenthesis.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/** CPU microseconds used so far by one process (all its threads), without its children. */
export function processCpuMicros(pid: number): number {
  if (!procAvailable) return 0;
  return toMicros(statOf(pid)?.ticks ?? 0);
}

/** CPU microseconds used so far by `root` and every process below it. */
export function treeCpuMicros(root: number): number {
  if (!procAvailable) return 0;
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const stat = statOf(pid);
    if (stat) stats.set(pid, stat);
  }
  let total = 0;
  const pending = [root];
  while (pending.length) {
    const pid = pending.pop()!;
    total += stats.get(pid)?.ticks ?? 0;
    for (const [child, stat] of stats) if (stat.ppid === pid) pending.push(child);
  }
  return toMicros(total);
}

/** CPU microseconds the whole machine has been busy (all cores, idle and I/O wait excluded). */
export function machineBusyMicros(): number {
  if (!procAvailable) return 0;
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = values.map(Number);
  return toMicros((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0));
}
