/**
 * The subscriber side of bench/subscriptions.ts, run as a child process so the gateway's memory is
 * measured alone. Opens graphql-ws connections (protocol graphql-transport-ws, written by hand to keep
 * each client small), subscribes, and records every `next` message's arrival against the write that
 * caused it (the order's `updatedAt` in the message) and the start of the change request.
 *
 * Messages from the parent: { kind: 'open', url, groups: [{ token, count }], query }, then
 * { kind: 'mark', at } before each change (the change's start time), { kind: 'expect', count } (answered
 * with 'reached' once that many messages arrived in all) and { kind: 'report' } (answered with the
 * latencies since the last report and, per change, its first and last arrival).
 */
import WebSocket from 'ws';

interface OpenCommand {
  kind: 'open';
  url: string;
  groups: Array<{ token: string; count: number }>;
  query: string;
}

/** One change as its subscribers saw it: latency from the write to the first and to the last arrival. */
export interface ChangeArrivals {
  key: string;
  messages: number;
  firstMs: number;
  lastMs: number;
}

const sockets: WebSocket[] = [];
/** From the start of the change request to arrival. */
const sinceRequest: number[] = [];
/** From the write that changed the order (its `updatedAt`) to arrival. */
const sinceWrite: number[] = [];
const changes = new Map<string, ChangeArrivals>();
let delivered = 0;
let markedAt = 0;
let expected = Number.POSITIVE_INFINITY;

function checkExpected(): void {
  if (delivered >= expected) {
    expected = Number.POSITIVE_INFINITY;
    process.send!({ kind: 'reached', delivered });
  }
}

function arrived(order: { id?: string; status?: string; updatedAt?: string } | null | undefined): void {
  const now = Date.now();
  delivered++;
  sinceRequest.push(now - markedAt);
  if (order?.updatedAt) {
    const latency = now - Date.parse(order.updatedAt);
    sinceWrite.push(latency);
    const key = `${order.id}:${order.status}`;
    const change = changes.get(key);
    if (change) {
      change.messages++;
      change.lastMs = latency;
    } else changes.set(key, { key, messages: 1, firstMs: latency, lastMs: latency });
  }
  checkExpected();
}

function connect(url: string, token: string, query: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, 'graphql-transport-ws', { perMessageDeflate: false });
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', payload: { Authorization: `Bearer ${token}` } })),
    );
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as {
        type: string;
        payload?: { data?: Record<string, { id?: string; status?: string; updatedAt?: string } | null> };
      };
      if (message.type === 'connection_ack') {
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
        resolve();
      } else if (message.type === 'next') {
        arrived(Object.values(message.payload?.data ?? {})[0]);
      } else if (message.type === 'error') {
        reject(new Error(JSON.stringify(message)));
      }
    });
    socket.on('error', reject);
    socket.on('close', (code) => {
      if (code !== 1000 && code !== 1001) reject(new Error(`closed ${code}`));
    });
    sockets.push(socket);
  });
}

type Command =
  | OpenCommand
  | { kind: 'mark'; at: number }
  | { kind: 'expect'; count: number }
  | { kind: 'report' }
  | { kind: 'close' };

process.on('message', async (command: Command) => {
  switch (command.kind) {
    case 'open': {
      const started = Date.now();
      const all: Array<Promise<void>> = [];
      for (const group of command.groups) {
        for (let i = 0; i < group.count; i++) {
          all.push(connect(command.url, group.token, command.query));
          // Bounded bursts, so the accept queue never overflows.
          if (all.length % 250 === 0) await Promise.all(all.slice(-250));
        }
      }
      await Promise.all(all);
      process.send!({ kind: 'opened', ms: Date.now() - started, sockets: sockets.length });
      return;
    }
    case 'mark':
      markedAt = command.at;
      return;
    case 'expect':
      expected = command.count;
      checkExpected();
      return;
    case 'report':
      process.send!({ kind: 'report', delivered, sinceRequest, sinceWrite, changes: [...changes.values()] });
      sinceRequest.length = 0;
      sinceWrite.length = 0;
      changes.clear();
      delivered = 0;
      return;
    case 'close':
      for (const socket of sockets) socket.close(1000);
      setTimeout(() => process.exit(0), 200);
      return;
    default:
      return;
  }
});
