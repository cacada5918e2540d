import { Agent, errors as undiciErrors, type Dispatcher } from 'undici';

/**
 * One keep-alive HTTP client for calls between our own services (gateway → subgraph, subgraph → subgraph).
 * undici's `Agent.request` keeps a pool per origin and skips the WHATWG fetch machinery, which is where the
 * default gateway client (make-fetch-happen) spends much of its CPU.
 */
export interface JsonClientOptions {
  /** Sockets per origin. Default 128. */
  connections?: number;
  /** Idle keep-alive before the client closes a socket (ms). Default 30000, below the subgraphs' 65000. */
  keepAliveTimeoutMs?: number;
}

export interface JsonResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export class TimeoutError extends Error {
  constructor(
    readonly url: string,
    readonly timeoutMs: number,
  ) {
    super(`No answer from ${url} within ${timeoutMs} ms`);
    this.name = 'TimeoutError';
  }
}

export class UnreachableError extends Error {
  constructor(
    readonly url: string,
    cause: unknown,
  ) {
    super(`Cannot reach ${url}: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'UnreachableError';
  }
}

/** What a stopped service of this process answers a call in process with, as a closed port would refuse. */
export class StoppedLocallyError extends Error {
  constructor(service: string) {
    super(`The ${service} subgraph has stopped.`);
    this.name = 'StoppedLocallyError';
  }
}

/**
 * A service answered in this process (a subgraph of `npm start`, `platform/subgraph`'s `local`): a POST's
 * parsed body in, the answer's status and body object out, as over HTTP.
 */
export interface LocalEndpoint {
  post(body: unknown, headers: Readonly<Record<string, string>>): Promise<{ status: number; body: unknown }>;
}

export class JsonClient {
  private readonly agent: Agent;
  private readonly local = new Map<string, LocalEndpoint>();

  constructor(options: JsonClientOptions = {}) {
    this.agent = new Agent({
      connections: options.connections ?? 128,
      keepAliveTimeout: options.keepAliveTimeoutMs ?? 30_000,
      keepAliveMaxTimeout: options.keepAliveTimeoutMs ?? 30_000,
      pipelining: 1,
    });
  }

  /**
   * From now on, POSTs to `url` are answered by `endpoint` in this process, not over HTTP: the services of
   * one process (`npm start`, SUBGRAPH_TRANSPORT=auto) then call each other without sockets, request
   * parsing or JSON. GETs (health checks) still go over HTTP.
   */
  serveLocally(url: string, endpoint: LocalEndpoint): void {
    this.local.set(url, endpoint);
  }

  /**
   * POSTs a JSON body (a string, or a value to serialise); resolves with the parsed answer whatever its
   * status. Network failures reject. A URL served locally gets the value itself, within the same deadline.
   */
  post(
    url: string,
    payload: string | object,
    headers: Record<string, string>,
    timeoutMs: number,
  ): Promise<JsonResponse> {
    const local = this.local.get(url);
    if (local) return postLocally(url, local, payload, headers, timeoutMs);
    return this.request(
      url,
      'POST',
      { ...headers, 'content-type': 'application/json', accept: 'application/json' },
      typeof payload === 'string' ? payload : JSON.stringify(payload),
      timeoutMs,
    );
  }

  /** GET a JSON document (health checks). */
  get(url: string, timeoutMs: number): Promise<JsonResponse> {
    return this.request(url, 'GET', undefined, undefined, timeoutMs);
  }

  /**
   * Any method with any body (the HTTP backends of gateway routes); resolves with the answer, its body
   * parsed as JSON when it is JSON, else as text. Network failures reject (TimeoutError, UnreachableError).
   *
   * Through undici's `dispatch` with a handler that gathers the body's chunks: `Agent.request` wraps every
   * answer in a readable stream (and the caller then reads it whole), which cost a fifth of the client's
   * CPU per subgraph fetch for nothing here. The deadline covers the wait for a socket too: a request
   * still queued when its time is up rejects at once and is dropped as soon as undici starts it.
   */
  request(
    url: string,
    method: string,
    headers: Record<string, string> | undefined,
    body: string | undefined,
    timeoutMs: number,
  ): Promise<JsonResponse> {
    return new Promise<JsonResponse>((resolve, reject) => {
      const exchange = new Exchange(url, timeoutMs, resolve, reject);
      this.agent.dispatch({ origin: originOf(url), path: pathOf(url), method, headers, body }, exchange);
    });
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}

/**
 * A POST answered in process: the same outcomes as over HTTP (the answer whatever its status; TimeoutError
 * past the deadline, UnreachableError when the endpoint refuses, as a stopped service does).
 */
async function postLocally(
  url: string,
  endpoint: LocalEndpoint,
  payload: string | object,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<JsonResponse> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(url, timeoutMs)), timeoutMs);
  });
  try {
    const body = typeof payload === 'string' ? (JSON.parse(payload) as unknown) : payload;
    const answer = await Promise.race([
      endpoint.post(body, headers).catch((error: unknown) => {
        throw new UnreachableError(url, error);
      }),
      deadline,
    ]);
    return { status: answer.status, headers: { 'content-type': 'application/json' }, body: answer.body };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One request's handler for undici's `dispatch`: gathers the answer, settles once (answer, timeout or
 * failure) and clears its timer. A timeout aborts the request on its socket, or at its start when it was
 * still waiting for one.
 */
class Exchange implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | undefined;
  private status = 0;
  private headers: JsonResponse['headers'] = {};
  private chunks: Buffer[] = [];
  private settled = false;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly url: string,
    private readonly timeoutMs: number,
    private readonly resolve: (response: JsonResponse) => void,
    private readonly reject: (error: Error) => void,
  ) {
    this.timer = setTimeout(() => this.timeOut(), timeoutMs);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    // undici may start a request again on a fresh socket (its socket failed before any answer).
    this.chunks = [];
    if (this.settled) controller.abort(new TimeoutError(this.url, this.timeoutMs));
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: JsonResponse['headers'],
  ): void {
    // 1xx answers are interim: the final status and headers follow.
    if (statusCode < 200) return;
    this.status = statusCode;
    this.headers = headers;
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.chunks.push(chunk);
  }

  onResponseEnd(): void {
    if (!this.settle()) return;
    const text =
      this.chunks.length === 1
        ? this.chunks[0]!.toString('utf8')
        : Buffer.concat(this.chunks).toString('utf8');
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    this.resolve({ status: this.status, headers: this.headers, body: parsed });
  }

  onResponseError(_controller: Dispatcher.DispatchController | undefined, error: Error): void {
    if (!this.settle()) return;
    this.reject(
      error instanceof TimeoutError || error instanceof undiciErrors.RequestAbortedError
        ? new TimeoutError(this.url, this.timeoutMs)
        : new UnreachableError(this.url, error),
    );
  }

  private timeOut(): void {
    if (!this.settle()) return;
    const error = new TimeoutError(this.url, this.timeoutMs);
    this.reject(error);
    this.controller?.abort(error);
  }

  /** True the first time: the one outcome the caller gets. */
  private settle(): boolean {
    if (this.settled) return false;
    this.settled = true;
    clearTimeout(this.timer);
    return true;
  }
}

const originCache = new Map<string, { origin: string; path: string }>();

function split(url: string): { origin: string; path: string } {
  let parts = originCache.get(url);
  if (!parts) {
    const parsed = new URL(url);
    parts = { origin: parsed.origin, path: `${parsed.pathname}${parsed.search}` };
    if (originCache.size < 1000) originCache.set(url, parts);
  }
  return parts;
}

function originOf(url: string): string {
  return split(url).origin;
}

function pathOf(url: string): string {
  return split(url).path;
}
