import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { ApolloServer, BaseContext, ContextThunk } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import { statusOf, type ErrorCode } from '../errors';

export { decodeComponent } from './encoding';

/**
 * An HTTP failure named by a registry code (its status is the registry's), turned into an answer by the
 * route or server that catches it, in that route's envelope.
 */
export class HttpError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = statusOf(code);
  }
}

/**
 * The plain JSON error body, `{ "error": "<message>", "code": "<registry code>" }`: what the gateway's own
 * routes and its router (404, 405, 500) answer. Faces with an envelope of their own (REST, the serverless
 * handlers, GraphQL) build theirs from the same code.
 */
export function errorBody(code: ErrorCode, message: string): { error: string; code: ErrorCode } {
  return { error: message, code };
}

/** Answers `errorBody` with the registry's status of `code`. */
export function sendError(
  res: ServerResponse,
  code: ErrorCode,
  message: string,
  headers: Record<string, string | number | string[]> = {},
): void {
  sendJson(res, statusOf(code), errorBody(code, message), headers);
}

/**
 * The same failure as a GraphQL response body, `{ "errors": [{ "message", "extensions": { "code" } }] }`,
 * with the registry's status: for servers whose only client reads GraphQL (a subgraph's).
 */
export function sendGraphqlError(res: ServerResponse, code: ErrorCode, message: string): void {
  sendJson(res, statusOf(code), graphqlErrorBody(code, message));
}

/** The body `sendGraphqlError` writes. */
export function graphqlErrorBody(code: ErrorCode, message: string) {
  return { errors: [{ message, extensions: { code } }] };
}

/** Default request body limit for JSON endpoints (bytes). Larger bodies get 413. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export function readBody(req: IncomingMessage, limit = DEFAULT_BODY_LIMIT): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.reject(new HttpError('PAYLOAD_TOO_LARGE', `Request body exceeds ${limit} bytes.`));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        reject(new HttpError('PAYLOAD_TOO_LARGE', `Request body exceeds ${limit} bytes.`));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Parses a JSON body; an empty body is `undefined`, malformed JSON is a 400. */
export async function readJson(req: IncomingMessage, limit = DEFAULT_BODY_LIMIT): Promise<unknown> {
  const body = await readBody(req, limit);
  if (body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError('BAD_REQUEST', 'Request body is not valid JSON.');
  }
}

/** Refuses a body that is not declared as JSON (`application/json` or a `+json` vendor type) with a 400. */
export function requireJsonContent(req: IncomingMessage): void {
  if (!/json/i.test(req.headers['content-type'] ?? '')) {
    throw new HttpError('BAD_REQUEST', 'Send a JSON body (Content-Type: application/json).');
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string | number | string[]> = {},
): void {
  sendBody(
    res,
    status,
    { 'content-type': 'application/json; charset=utf-8', ...headers },
    JSON.stringify(body),
  );
}

/** Compresses a complete answer for the request it belongs to, or says to send it as it is (null). */
export type BodyCompressor = (body: string | Buffer) => Promise<{ body: Buffer; encoding: string } | null>;

const compressors = new WeakMap<ServerResponse, BodyCompressor>();

/**
 * Lets every complete answer to `res` sent through `sendBody` (JSON of every face, documents, GraphQL) be
 * compressed: the server's entry calls this once per request, so no route compresses on its own.
 */
export function compressAnswers(res: ServerResponse, compress: BodyCompressor): void {
  compressors.set(res, compress);
}

/** Types worth compressing: text, JSON and JavaScript (images and fonts are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|[\w.+-]*\+json|xml)\b)/i;

/**
 * The one way a complete answer leaves: with its length, compressed when `compressAnswers` was called for
 * `res`, the type is textual and the compressor agrees (size, `Accept-Encoding`). A failed compression
 * sends the body as it is.
 */
export function sendBody(
  res: ServerResponse,
  status: number,
  headers: Record<string, string | number | string[]>,
  body: string | Buffer,
): void {
  const plain = () => {
    res.writeHead(status, { ...headers, 'content-length': Buffer.byteLength(body) });
    res.end(body);
  };
  const compress = compressors.get(res);
  const type = String(headers['content-type'] ?? res.getHeader('content-type') ?? '');
  if (!compress || !COMPRESSIBLE.test(type) || status === 204 || status === 304) return plain();
  // The answer differs by Accept-Encoding whether or not this one is compressed: caches must know.
  const vary = [res.getHeader('vary'), headers['vary']].filter(Boolean).join(', ');
  headers = { ...headers, vary: vary ? `${vary}, accept-encoding` : 'accept-encoding' };
  compress(body).then(
    (compressed) => {
      if (!compressed) return plain();
      res.writeHead(status, {
        ...headers,
        'content-encoding': compressed.encoding,
        'content-length': compressed.body.length,
      });
      res.end(compressed.body);
    },
    () => plain(),
  );
}

export function headerMapOf(req: IncomingMessage): HeaderMap {
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

function searchOf(url: string | undefined): string {
  if (!url) return '';
  const question = url.indexOf('?');
  return question === -1 ? '' : url.slice(question);
}

/**
 * Runs one HTTP request through Apollo Server without a web framework: Apollo does content negotiation,
 * CSRF prevention and GET/POST handling itself; we only read the body and write the answer.
 */
export async function handleApolloRequest<TContext extends BaseContext>(
  apollo: ApolloServer<TContext>,
  req: IncomingMessage,
  res: ServerResponse,
  context: ContextThunk<TContext>,
  options: {
    bodyLimit?: number;
    extraHeaders?: Record<string, string>;
    /** The request's JSON body when the caller has read it already (one operation of a batch). */
    body?: unknown;
  } = {},
): Promise<void> {
  const response = await executeApolloRequest(apollo, req, context, options);
  const headers: Record<string, string> = { ...options.extraHeaders };
  for (const [name, value] of response.headers) headers[name] = value;
  if (response.body.kind === 'complete') {
    sendBody(res, response.status ?? 200, headers, response.body.string);
    return;
  }
  res.writeHead(response.status ?? 200, headers);
  for await (const chunk of response.body.asyncIterator) res.write(chunk);
  res.end();
}

/** One request through Apollo Server, its answer not yet written (see handleApolloRequest). */
export async function executeApolloRequest<TContext extends BaseContext>(
  apollo: ApolloServer<TContext>,
  req: IncomingMessage,
  context: ContextThunk<TContext>,
  options: { bodyLimit?: number; body?: unknown } = {},
) {
  const body =
    'body' in options
      ? options.body
      : req.method === 'POST'
        ? await readJson(req, options.bodyLimit)
        : undefined;
  return apollo.executeHTTPGraphQLRequest({
    httpGraphQLRequest: {
      method: req.method ?? 'GET',
      headers: headerMapOf(req),
      search: searchOf(req.url),
      body,
    },
    context,
  });
}

/**
 * Stops accepting connections, lets in-flight requests finish for up to `graceMs`, then cuts the rest.
 * Idle keep-alive sockets are closed at once so a drain does not wait for clients that send nothing.
 */
export function closeServer(server: Server, graceMs: number): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), graceMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** Listens and resolves with the bound port (port 0 picks a free one). */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
