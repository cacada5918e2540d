/**
 * The subscriber side of bench/subscriptions.ts, run as a child process so the gateway's memory is
 * measured alone. Opens graphql-ws connections (protocol graphql-transport-ws, written by hand to keep
 * each client small), subscribes, and reports every `next` message's arrival time to the parent.
 *
 * Messages from the parent: { kind: 'open', url, groups: [{ token, count }], query }, then
 * { kind: 'mark', at } before each change (the change's start time), { kind: 'expect', count } (answered
 * with 'reached' once that many messages arrived in all) and { kind: 'report' }.
 */
import WebSocket from 'ws';

interface OpenCommand {
  kind: 'open';
  url: string;
  groups: Array<{ token: string; count: number }>;
  query: string;
}

const sockets: WebSocket[] = [];
const latencies: number[] = [];
/** From the write that changed the order (its `updatedAt`) to arrival. */
const sinceChange: number[] = [];
let delivered = 0;
let markedAt = 0;
let firstAt = 0;
let lastAt = 0;
let expected = Number.POSITIVE_INFINITY;

function checkExpected(): void {
  if (delivered >= expected) {
    expected = Number.POSITIVE_INFINITY;
    process.send!({ kind: 'reached', delivered });
  }
}

function connect(url: string, token: string, query: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, 'graphql-transport-ws');
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { Authorization: `Bearer ${token}` } })));
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { type: string; payload?: { data?: Record<string, { updatedAt?: string } | null> } };
      if (message.type === 'connection_ack') {
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
        resolve();
      } else if (message.type === 'next') {
        const now = Date.now();
        delivered++;
        if (!firstAt) firstAt = now;
        lastAt = now;
        latencies.push(now - markedAt);
        const order = Object.values(message.payload?.data ?? {})[0];
        if (order?.updatedAt) sinceChange.push(now - Date.parse(order.updatedAt));
        checkExpected();
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

type Command = OpenCommand | { kind: 'mark'; at: number } | { kind: 'expect'; count: number } | { kind: 'report' } | { kind: 'close' };

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
      process.send!({ kind: 'report', delivered, latencies, sinceChange, firstAt, lastAt });
      latencies.length = 0;
      sinceChange.length = 0;
      delivered = 0;
      firstAt = 0;
      return;
    case 'close':
      for (const socket of sockets) socket.close(1000);
      setTimeout(() => process.exit(0), 200);
      return;
    default:
      return;
  }
});
