import { connect, createServer, type Server, type Socket } from 'node:net';

/** How the proxy treats connections: forward them, hold them without an answer, or refuse them. */
export type ProxyMode = 'pass' | 'stall' | 'down';

export interface FaultProxy {
  /** The target URL with the proxy's address instead (same path). */
  url: string;
  mode: ProxyMode;
  /** Connections accepted so far (to see where a balancer sends traffic). */
  readonly connections: number;
  /** The last 64 KiB the clients sent through the proxy, as text (to see headers a service received). */
  readonly sent: string;
  /** Switches mode; `down` and `stall` also cut the connections already open, as a crash would. */
  set(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of a real service, for failure tests: `down` closes the listener (new connections
 * are refused, like a killed process), `stall` accepts connections and never answers (like a hung one).
 */
export async function startFaultProxy(targetUrl: string): Promise<FaultProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<Socket>();
  let mode: ProxyMode = 'pass';
  let server: Server | undefined;
  let port = 0;
  let connections = 0;
  let sent = '';

  const onConnection = (client: Socket) => {
    connections++;
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (mode === 'stall') return;
    const upstream = connect(Number(target.port), target.hostname);
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.on('data', (chunk: Buffer) => (sent = (sent + chunk.toString('latin1')).slice(-65_536)));
    client.pipe(upstream).pipe(client);
  };
  const open = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer(onConnection);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server!.address();
        port = typeof address === 'object' && address ? address.port : port;
        resolve();
      });
    });
  const shut = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    const closing = server;
    server = undefined;
    return new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
  };
  await open();
  const url = new URL(targetUrl);
  url.port = String(port);
  url.hostname = '127.0.0.1';

  return {
    url: url.toString(),
    get mode() {
      return mode;
    },
    get connections() {
      return connections;
    },
    get sent() {
      return sent;
    },
    async set(next) {
      if (next === mode) return;
      const previous = mode;
      mode = next;
      if (next === 'down') await shut();
      else if (previous === 'down') await open();
      else if (next === 'stall') for (const socket of sockets) socket.destroy();
    },
    close: shut,
  };
}
