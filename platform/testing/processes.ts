import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from '../paths';
import { dispose } from './harness';

/**
 * Entry points run as real child processes, the way `npm start`, `npm run seed` and docker run them:
 * `node --import tsx <file>` from the repository root, with exactly the environment given (no variable
 * of the test runner leaks in, so a developer's MONGODB_URI never points a test at their database).
 */
function spawnEntry(file: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', join(repoRoot, file)], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
}

export interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

function collect(child: ChildProcess): { output: { stdout: string; stderr: string }; exited: Promise<Finished> } {
  const output = { stdout: '', stderr: '' };
  child.stdout!.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = new Promise<Finished>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal, ...output }));
  });
  return { output, exited };
}

/** Runs a script to completion (killed after `timeoutMs`). */
export async function runEntry(file: string, env: Record<string, string>, timeoutMs = 60_000): Promise<Finished> {
  const child = spawnEntry(file, env);
  const { exited } = collect(child);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  try {
    return await exited;
  } finally {
    clearTimeout(timer);
  }
}

export interface RunningEntry {
  child: ChildProcess;
  /** The structured log line that announced readiness. */
  ready: Record<string, unknown>;
  output: { stdout: string; stderr: string };
  /** Sends a signal and resolves with how the process ended. */
  stop(signal?: NodeJS.Signals): Promise<Finished>;
}

/**
 * Starts a long-running entry point and waits for the JSON log line whose `msg` is `readyMessage`. The
 * process is killed when the test file ends, whatever happened.
 */
export async function startEntry(file: string, env: Record<string, string>, readyMessage: string, timeoutMs = 60_000): Promise<RunningEntry> {
  const child = spawnEntry(file, env);
  const { output, exited } = collect(child);
  dispose(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const ready = await new Promise<Record<string, unknown>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${file} was not ready within ${timeoutMs} ms.\n${output.stdout}\n${output.stderr}`)), timeoutMs);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        return;
      }
      if (entry.msg === readyMessage) {
        clearTimeout(timer);
        resolve(entry);
      }
    });
    void exited.then((finished) => {
      clearTimeout(timer);
      reject(new Error(`${file} exited with ${finished.code ?? finished.signal} before it was ready.\n${finished.stdout}\n${finished.stderr}`));
    });
  });
  return {
    child,
    ready,
    output,
    stop: (signal = 'SIGTERM') => {
      child.kill(signal);
      return exited;
    },
  };
}
