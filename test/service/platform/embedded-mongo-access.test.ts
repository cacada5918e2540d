import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../../platform/mongo/connection';
import { startMongo, type MongoBackendHandle } from '../../../platform/mongo/embedded';

/**
 * mongo-java-server has no authentication: whoever connects has every database. The embedded server
 * therefore listens on no TCP port, only on a Unix socket that the kernel's file permissions keep to this
 * user.
 */
let mongo: MongoBackendHandle;
let socket: string;

beforeAll(async () => {
  mongo = await startMongo({ embedded: 'java', javaStore: 'memory' });
  socket = decodeURIComponent(new URL(mongo.uri).host);
});

afterAll(async () => {
  await mongo.stop();
});

/** Inodes of the TCP sockets in LISTEN state (state 0A) that the process `pid` holds. */
function listeningTcpInodes(pid: number): string[] {
  const own = new Set(
    readdirSync(`/proc/${pid}/fd`)
      .map((fd) => {
        try {
          return /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
        } catch {
          return undefined; // closed while we looked
        }
      })
      .filter((inode): inode is string => inode !== undefined),
  );
  return ['tcp', 'tcp6'].flatMap((table) =>
    readFileSync(`/proc/${pid}/net/${table}`, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === '0A' && own.has(fields[9]!))
      .map((fields) => fields[9]!),
  );
}

it('listens on a socket in a directory only this user may enter, and on no TCP port', async () => {
  expect(socket).toMatch(/\.sock$/);
  const directory = statSync(dirname(socket));
  expect(directory.mode & 0o777).toBe(0o700);
  expect(directory.uid).toBe(process.getuid!());
  expect(statSync(socket).mode & 0o777).toBe(0o600);
  expect(listeningTcpInodes(mongo.pid!)).toEqual([]);

  const connection = await openDatabase({ uri: mongo.uri, dbName: 'access_check' });
  try {
    await connection.collection('probe').insertOne({ ok: true });
    expect(await connection.collection('probe').countDocuments()).toBe(1);
  } finally {
    await connection.close();
  }
});

it('refuses another local user', () => {
  if (process.getuid!() !== 0) {
    // Only root can act as another user; without it, what the kernel checks is the directory's mode.
    expect(statSync(dirname(socket)).mode & 0o077).toBe(0);
    return;
  }
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      `require('node:net').connect(process.argv[1]).on('connect', () => { console.log('connected'); process.exit(0); }).on('error', (error) => { console.log(error.code); process.exit(1); });`,
      socket,
    ],
    { uid: 65534, gid: 65534, encoding: 'utf8', timeout: 10_000 },
  );
  expect(probe.stdout.trim()).toBe('EACCES');
});

it('refuses to listen in a directory other users may enter', async () => {
  const open = mkdtempSync(join(tmpdir(), 'commerce-open-'));
  chmodSync(open, 0o755);
  try {
    await expect(
      startMongo({ embedded: 'java', javaStore: 'memory', socketDirectory: open }),
    ).rejects.toThrow(/open to other users/);
  } finally {
    rmSync(open, { recursive: true, force: true });
  }
});
