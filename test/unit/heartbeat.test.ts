import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { Heartbeat } from '../../gateway/subscriptions/transport';

/** The shared heartbeat of the graphql-ws transport, on real sockets. */
const leftovers: Array<() => void> = [];
afterAll(() => leftovers.forEach((dispose) => dispose()));

async function serve(heartbeat: Heartbeat): Promise<string> {
  const server = createServer();
  const wss = new WebSocketServer({ server });
  wss.on('connection', (socket) => heartbeat.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  leftovers.push(() => {
    heartbeat.stop();
    for (const client of wss.clients) client.terminate();
    wss.close();
    server.close();
  });
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const opened = (socket: WebSocket) => new Promise((resolve) => socket.once('open', resolve));

describe('Heartbeat', () => {
  it('pings every socket each interval, keeps those that answer and terminates one that stops answering', async () => {
    const url = await serve(new Heartbeat({ intervalMs: 200, steps: 4 }));
    const answering = Array.from({ length: 6 }, () => new WebSocket(url));
    const silent = new WebSocket(url, { autoPong: false });
    await Promise.all([...answering, silent].map(opened));
    const pings = answering.map(() => 0);
    answering.forEach((socket, index) => socket.on('ping', () => pings[index]!++));
    const closed = new Promise<number>((resolve) => silent.once('close', (code) => resolve(code)));

    // Pinged at its turn, unanswered at the next one: terminated (no close frame, hence 1006).
    expect(await closed).toBe(1006);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(answering.every((socket) => socket.readyState === WebSocket.OPEN)).toBe(true);
    expect(Math.min(...pings)).toBeGreaterThanOrEqual(2);
    for (const socket of answering) socket.close();
  });
});
