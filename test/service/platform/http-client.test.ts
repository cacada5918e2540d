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

  it('tells an unreachable service from a slow one', async () => {
    const closed = createServer();
    const port = await listen(closed, 0, '127.0.0.1');
    await closeServer(closed, 0);
    await expect(client.post(`http://127.0.0.1:${port}/graphql`, '{}', {}, 1_000)).rejects.toBeInstanceOf(
      UnreachableError,
    );
  });
});
