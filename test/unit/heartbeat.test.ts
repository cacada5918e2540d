import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { Heartbeat } from '../../gateway/subscriptions/transport';
import { ManualClock } from '../../testing/clock';

/** The shared heartbeat of the graphql-ws transport, on real sockets, its time moved by the test. */
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
  it('pings every socket each round, keeps those that answer, and terminates one whose ping has gone unanswered for an interval', async () => {
    const clock = new ManualClock();
    const url = await serve(new Heartbeat({ intervalMs: 200, steps: 4, clock }));
    const answering = Array.from({ length: 6 }, () => new WebSocket(url));
    const silent = new WebSocket(url, { autoPong: false });
    await Promise.all([...answering, silent].map(opened));
    const pings = answering.map(() => 0);
    answering.forEach((socket, index) => socket.on('ping', () => pings[index]!++));
    let silentPings = 0;
    silent.on('ping', () => silentPings++);
    const closed = new Promise<number>((resolve) => silent.once('close', (code) => resolve(code)));

    // Round after round, every socket that answers is pinged again (three rounds: the silent socket's
    // turn came at least twice since its ping).
    await expect.poll(() => Math.min(...pings), { timeout: 10_000, interval: 20 }).toBeGreaterThanOrEqual(3);
    // The silent one was pinged once and is still there: no time has passed for the heartbeat.
    expect(silentPings).toBe(1);
    expect(silent.readyState).toBe(WebSocket.OPEN);

    // An interval later, its next turn finds the ping unanswered: terminated (no close frame, hence 1006).
    clock.advance(200);
    expect(await closed).toBe(1006);
    expect(answering.every((socket) => socket.readyState === WebSocket.OPEN)).toBe(true);
    for (const socket of answering) socket.close();
  });
});
