import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeServer, listen } from '../../../platform/http';
import { JsonClient, TimeoutError, UnreachableError } from '../../../platform/http/client';

let server: Server;
let base: string;
const client = new JsonClient();

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    req.resume();
    if (path === '/slow-headers') {
      setTimeout(
        () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"late":true}'),
        2_000,
      );
      return;
    }
    if (path === '/slow-body') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"partial":');
      setTimeout(() => res.end('true}'), 2_000);
      return;
    }
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ method: req.method, path }));
  });
  base = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
});

afterAll(async () => {
  await client.close();
  server.closeAllConnections();
  await closeServer(server, 0);
});

describe('JsonClient', () => {
  it('posts and parses the answer', async () => {
    const response = await client.post(`${base}/graphql`, '{}', {}, 1_000);
    expect(response).toMatchObject({ status: 200, body: { method: 'POST', path: '/graphql' } });
    expect((await client.get(`${base}/health`, 1_000)).body).toEqual({ method: 'GET', path: '/health' });
  });

  it('gives up on an answer whose headers do not come in time', async () => {
    const started = Date.now();
    await expect(client.post(`${base}/slow-headers`, '{}', {}, 150)).rejects.toBeInstanceOf(TimeoutError);
    await expect(client.get(`${base}/slow-headers`, 150)).rejects.toBeInstanceOf(TimeoutError);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('gives up on a body that stalls after the headers', async () => {
    const started = Date.now();
    await expect(client.post(`${base}/slow-body`, '{}', {}, 150)).rejects.toThrow(/within 150 ms/);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('keeps the deadline of a request still waiting for a socket', async () => {
    const single = new JsonClient({ connections: 1 });
    try {
      const busy = single.post(`${base}/slow-headers`, '{}', {}, 5_000);
      const started = Date.now();
      // Queued behind the slow answer on the only socket: it times out at its own deadline, not after.
      await expect(single.post(`${base}/graphql`, '{}', {}, 150)).rejects.toBeInstanceOf(TimeoutError);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect((await busy).body).toEqual({ late: true });
      // Dropped, not sent later: the socket serves the next request at once.
      expect((await single.post(`${base}/graphql`, '{"n":2}', {}, 1_000)).status).toBe(200);
    } finally {
      await single.close();
    }
  });

  it('tells an unreachable service from a slow one', async () => {
    const closed = createServer();
    const port = await listen(closed, 0, '127.0.0.1');
    await closeServer(closed, 0);
    await expect(client.post(`http://127.0.0.1:${port}/graphql`, '{}', {}, 1_000)).rejects.toBeInstanceOf(
      UnreachableError,
    );
  });
});

describe('JsonClient serving a URL in process', () => {
  it('hands the body to the local endpoint as it is, with the same outcomes as over HTTP', async () => {
    const local = new JsonClient();
    const received: unknown[] = [];
    local.serveLocally(`${base}/local`, {
      post: async (body, headers) => {
        received.push(body);
        return { status: 201, body: { echoed: body, header: headers['x-probe'] } };
      },
    });
    local.serveLocally(`${base}/slow`, {
      post: () => new Promise((resolve) => setTimeout(() => resolve({ status: 200, body: {} }), 2_000)),
    });
    local.serveLocally(`${base}/gone`, {
      post: async () => {
        throw new Error('The subgraph has stopped.');
      },
    });
    try {
      const payload = { query: '{ a }', variables: { n: 1 } };
      const answer = await local.post(`${base}/local`, payload, { 'x-probe': 'yes' }, 1_000);
      expect(answer).toMatchObject({ status: 201, body: { echoed: payload, header: 'yes' } });
      // The same object, not a copy through JSON.
      expect(received[0]).toBe(payload);
      // A JSON string is parsed first, as the receiving server would.
      await local.post(`${base}/local`, '{"query":"{ b }"}', {}, 1_000);
      expect(received[1]).toEqual({ query: '{ b }' });
      await expect(local.post(`${base}/slow`, {}, {}, 100)).rejects.toBeInstanceOf(TimeoutError);
      await expect(local.post(`${base}/gone`, {}, {}, 1_000)).rejects.toBeInstanceOf(UnreachableError);
      // Other URLs, and GETs of a local one, still go over HTTP.
      expect((await local.post(`${base}/elsewhere`, {}, {}, 1_000)).body).toEqual({
        method: 'POST',
        path: '/elsewhere',
      });
      expect((await local.get(`${base}/local`, 1_000)).body).toEqual({ method: 'GET', path: '/local' });
    } finally {
      await local.close();
    }
  });
});
