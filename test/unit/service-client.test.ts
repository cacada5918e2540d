import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { JsonClient } from '../../platform/http/client';
import { IdentitySigner } from '../../platform/identity';
import { isPeerStarting, ServiceClient } from '../../platform/subgraph/service-client';

const signer = new IdentitySigner('a-shared-secret-of-at-least-32-chars!');

/** A port that was free a moment ago: nothing listens there. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('ServiceClient', () => {
  it('tells a peer of the stack that has not started yet from one that cannot be reached', async () => {
    const http = new JsonClient();
    const client = new ServiceClient(http, signer, 'catalog', 2_000);
    try {
      const starting = await client
        .request('', '{ __typename }', {}, 'req-1')
        .catch((error: unknown) => error);
      expect(starting).toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE' } });
      expect(isPeerStarting(starting)).toBe(true);

      const url = `http://127.0.0.1:${await closedPort()}/graphql`;
      const down = await client.request(url, '{ __typename }', {}, 'req-2').catch((error: unknown) => error);
      expect(down).toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE' } });
      expect(isPeerStarting(down)).toBe(false);
      expect(isPeerStarting(new Error('A required service is still starting; try again shortly.'))).toBe(
        false,
      );
    } finally {
      await http.close();
    }
  });
});
