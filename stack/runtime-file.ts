import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * What `npm start` records about the running stack, so tools in another terminal (`npm run seed`) find
 * its database without being told: the embedded MongoDB's socket is created afresh at every start-up.
 */
export interface RuntimeInfo {
  mongoUri: string;
  dbPrefix: string;
  gatewayUrl: string;
  pid: number;
  /** ISO 8601. */
  startedAt: string;
}

export type RuntimeFileState =
  | { kind: 'running'; info: RuntimeInfo }
  /** No stack has recorded itself. */
  | { kind: 'absent' }
  /** The file names a process that is gone (the stack was killed before it could remove the file). */
  | { kind: 'stale'; info: RuntimeInfo }
  | { kind: 'unreadable'; reason: string };

/** Written to a temporary name and renamed, so a reader never sees half a file. */
export function writeRuntimeFile(path: string, info: RuntimeInfo): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(info, null, 2)}\n`);
  renameSync(temporary, path);
}

/** Removes the file if it still describes process `pid` (a newer stack may have replaced it). */
export function removeRuntimeFile(path: string, pid: number): void {
  const state = readRuntimeFile(path);
  if ((state.kind === 'running' || state.kind === 'stale') && state.info.pid === pid)
    rmSync(path, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, which still means alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isRuntimeInfo(value: unknown): value is RuntimeInfo {
  const info = value as Partial<RuntimeInfo> | null;
  return (
    typeof info === 'object' &&
    info !== null &&
    typeof info.mongoUri === 'string' &&
    typeof info.dbPrefix === 'string' &&
    typeof info.gatewayUrl === 'string' &&
    Number.isInteger(info.pid) &&
    typeof info.startedAt === 'string'
  );
}

export function readRuntimeFile(path: string): RuntimeFileState {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'absent' };
    return { kind: 'unreadable', reason: (error as Error).message };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: 'unreadable', reason: 'it is not valid JSON' };
  }
  if (!isRuntimeInfo(parsed))
    return { kind: 'unreadable', reason: 'it lacks mongoUri, dbPrefix, gatewayUrl, pid or startedAt' };
  return isAlive(parsed.pid) ? { kind: 'running', info: parsed } : { kind: 'stale', info: parsed };
}
