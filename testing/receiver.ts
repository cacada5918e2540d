import { createServer, type IncomingHttpHeaders } from 'node:http';
import { listen } from '../platform/http';
import { dispose } from './harness';

export interface ReceivedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  receivedAt: number;
}

/** How the receiver answers one request. */
export interface PlannedAnswer {
  status: number;
  /** Wait this long before answering (a slow or hanging receiver). */
  delayMs?: number;
  body?: string;
  headers?: Record<string, string>;
}

/**
 * A webhook receiver on 127.0.0.1, port 0 (node:http): it records every request and answers from a plan
 * per path (then 200), so tests make it fail on demand. Closed by the harness's `afterAll`.
 */
export interface Receiver {
  /** Base URL, e.g. http://127.0.0.1:40123 */
  url: string;
  requests: ReceivedRequest[];
  /** The next answers for `path`, in order; once used up, 200. */
  plan(path: string, answers: PlannedAnswer[]): void;
  /** Requests to `path`, once at least `count` have arrived (fails after `timeoutMs`). */
  waitFor(path: string, count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
}

export async function startReceiver(): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  const plans = new Map<string, PlannedAnswer[]>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      requests.push({
        path,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: Date.now(),
      });
      const answer = plans.get(path)?.shift() ?? { status: 200, body: 'ok' };
      const reply = () => {
        if (res.destroyed) return;
        res.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
        res.end(answer.body ?? '');
      };
      if (answer.delayMs) setTimeout(reply, answer.delayMs).unref();
      else reply();
    });
  });
  const port = await listen(server, 0, '127.0.0.1');
  dispose(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    plan: (path, answers) => plans.set(path, [...answers]),
    async waitFor(path, count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matching = requests.filter((request) => request.path === path);
        if (matching.length >= count) return matching;
        if (Date.now() > deadline)
          throw new Error(`expected ${count} webhook requests to ${path}, got ${matching.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
