import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { CloseCode, handleProtocols, type Server } from 'graphql-ws';
import { WebSocket, WebSocketServer } from 'ws';
import { systemClock, type Clock } from '../../platform/clock';
import type { Identity } from '../../platform/identity';
import type { Logger } from '../../platform/logging';

export interface HeartbeatOptions {
  /**
   * How often every socket is pinged; a socket whose ping has gone unanswered for an interval is terminated
   * at its next turn (a dead peer or a half-open connection). Default 12,000 ms, graphql-ws's own keep-alive.
   */
  intervalMs?: number;
  /** Pings go out in this many steps per interval, a slice of the sockets each, never all at once. Default 120. */
  steps?: number;
  /** Whose time says how long a ping has gone unanswered. Default the system clock. */
  clock?: Clock;
}

/**
 * One timer for every socket, where graphql-ws's ws adapter keeps an interval per socket and a timeout
 * per ping. Sockets are dealt round-robin into `steps` slices and one slice is pinged per step, so
 * 10,000 sockets cost ~80 pings every 100 ms instead of a 10,000-ping burst that stalls deliveries.
 */
export class Heartbeat {
  private readonly slices: Array<Set<WebSocket>>;
  /** When each socket's unanswered ping went out; a pong forgets it. */
  private readonly unanswered = new WeakMap<WebSocket, number>();
  private readonly onPong: (this: WebSocket) => void;
  private readonly timer: NodeJS.Timeout;
  private readonly clock: Clock;
  /**
   * How old an unanswered ping is when its socket is terminated: an interval, less one step of slack, so
   * that a timer firing a little early does not spare a dead socket for a whole extra round.
   */
  private readonly patienceMs: number;
  private dealt = 0;
  private turn = 0;

  constructor(options: HeartbeatOptions = {}) {
    const intervalMs = options.intervalMs ?? 12_000;
    const steps = Math.max(1, Math.min(options.steps ?? 120, intervalMs));
    this.clock = options.clock ?? systemClock;
    this.patienceMs = intervalMs - intervalMs / steps;
    this.slices = Array.from({ length: steps }, () => new Set<WebSocket>());
    const unanswered = this.unanswered;
    // One listener function for every socket (ws calls it with the socket as `this`), no closure each.
    this.onPong = function answered(this: WebSocket) {
      unanswered.delete(this);
    };
    this.timer = setInterval(() => this.step(), intervalMs / steps);
    this.timer.unref();
  }

  add(socket: WebSocket): void {
    this.slices[this.dealt++ % this.slices.length]!.add(socket);
    socket.on('pong', this.onPong);
  }

  private step(): void {
    const slice = this.slices[this.turn]!;
    this.turn = (this.turn + 1) % this.slices.length;
    const now = this.clock.now();
    for (const socket of slice) {
      // Closed sockets leave here, at their slice's turn: no bookkeeping per close.
      if (socket.readyState !== WebSocket.OPEN) {
        if (socket.readyState === WebSocket.CLOSED) slice.delete(socket);
        continue;
      }
      const pinged = this.unanswered.get(socket);
      if (pinged !== undefined) {
        if (now - pinged >= this.patienceMs) {
          slice.delete(socket);
          socket.terminate();
        }
        continue;
      }
      this.unanswered.set(socket, now);
      socket.ping();
    }
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/** What each connection's graphql-ws context carries: the peer's address, who it is once `connection_init` proved it, and its writer. */
export interface ConnectionExtra {
  ip: string | null;
  identity: Identity | null;
  /** Writes a message to the socket while it is open (the subscription hub writes `next` messages itself). */
  send: (data: string) => void;
  /** Closes the socket with a code and reason of the gateway's own (a rate-limited `connection_init`). */
  close: (code: number, reason: string) => void;
  /** The callerKey this socket counts against in the per-caller cap, once acknowledged. */
  counted?: string;
}

export interface TransportOptions {
  /** The gateway's HTTP server: sockets share its port, on `path`. */
  server: HttpServer;
  path: string;
  /** graphql-ws's protocol core (`makeServer`) with the gateway's hooks. */
  protocol: Server<ConnectionExtra>;
  heartbeat?: HeartbeatOptions;
  /** The client's address of an upgrade request. Default the peer's socket address. */
  clientAddress?: (req: IncomingMessage) => string | null;
  logger: Logger;
}

/**
 * graphql-ws's protocol core on ws sockets: the adapter graphql-ws documents as the place to adjust
 * (its own `use/ws` is a starter). Per socket it keeps only what a subscriber needs: the context's
 * `extra` holds the peer's address and identity, not the upgrade request (headers and all) for the
 * socket's life; one shared `Heartbeat` instead of two timers; and a message is written without a
 * promise and a callback of its own, by graphql-ws or by the subscription hub (`extra.send`). Compression stays off (ws's server default, set here on purpose):
 * a zlib context per socket costs far more than the small messages save.
 */
export function serveGraphqlWs(options: TransportOptions): { close(): Promise<void> } {
  const { protocol, logger } = options;
  const heartbeat = new Heartbeat(options.heartbeat);
  const clientAddress = options.clientAddress ?? ((req: IncomingMessage) => req.socket.remoteAddress ?? null);
  // ws closes a connection itself after a protocol error; without a listener the error would end the process.
  const onSocketError = (error: Error) => logger.warn({ err: error }, 'graphql-ws socket error');
  const wss = new WebSocketServer({
    server: options.server,
    path: options.path,
    handleProtocols,
    perMessageDeflate: false,
  });
  wss.on('error', (error) => logger.error({ err: error }, 'graphql-ws server error'));
  wss.on('connection', (socket, request) => {
    socket.on('error', onSocketError);
    heartbeat.add(socket);
    const send = (data: string) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(data);
    };
    const closed = protocol.opened(
      {
        protocol: socket.protocol,
        send,
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) =>
          socket.on('message', (data) => {
            handle(String(data)).catch((error: unknown) => {
              // The details go to the log: a close reason is public and limited to 123 bytes.
              logger.error({ err: error }, 'graphql-ws message handling failed');
              socket.close(CloseCode.InternalServerError, 'Internal server error');
            });
          }),
      },
      {
        ip: clientAddress(request),
        identity: null,
        send,
        close: (code, reason) => socket.close(code, reason),
      },
    );
    socket.once('close', (code, reason) => {
      closed(code, String(reason)).catch((error: unknown) =>
        logger.error({ err: error }, 'graphql-ws close handling failed'),
      );
    });
  });
  return {
    close: async () => {
      heartbeat.stop();
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
