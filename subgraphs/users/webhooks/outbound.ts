import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, errors as undiciErrors } from 'undici';
import { refusal, type AddressPolicy } from './address-policy';
import type { AttemptOutcome } from './model';

/** Most of a receiver's answer read before the connection is dropped. */
const MAX_RESPONSE_BYTES = 64 * 1024;
/** How much of the answer is kept on the attempt record. */
const STORED_RESPONSE_CHARS = 1024;
const MAX_URL_LENGTH = 2048;

/** A lookup or literal address that the policy refuses: the request never leaves the machine. */
export class AddressRefusedError extends Error {
  constructor(
    readonly host: string,
    readonly why: string,
  ) {
    super(`${host}: ${why}`);
    this.name = 'AddressRefusedError';
  }
}

export interface SendResult {
  outcome: AttemptOutcome;
  responseStatus: number | null;
  latencyMs: number;
  responseBody: string | null;
  error: string | null;
}

const bare = (hostname: string) =>
  hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;

/**
 * A DNS lookup that resolves every address of the host and fails unless all of them are allowed. It is
 * the lookup of the sockets themselves, so the address checked is the address connected to: a DNS answer
 * that changes between a check and the connection (rebinding) cannot slip a private address in.
 */
function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    const host = bare(hostname);
    if (isIP(host)) {
      const why = refusal(host, policy);
      if (why) return callback(new AddressRefusedError(host, why), '', 0);
      const family = isIP(host);
      return options.all
        ? (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, [{ address: host, family }])
        : callback(null, host, family);
    }
    dnsLookup(host, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (!addresses.length) return callback(new AddressRefusedError(host, 'no address'), '', 0);
      for (const { address } of addresses) {
        const why = refusal(address, policy);
        if (why) return callback(new AddressRefusedError(host, why), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${message}${cause}`.slice(0, 500);
}

function refusedIn(error: unknown): AddressRefusedError | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof AddressRefusedError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** What a receiver's status means: 2xx delivered; 408, 409, 429, 5xx (and 1xx/3xx, never followed) retried; other 4xx final. */
export function outcomeOfStatus(status: number): AttemptOutcome {
  if (status >= 200 && status < 300) return 'succeeded';
  if (status >= 400 && status < 500 && status !== 408 && status !== 409 && status !== 429) return 'rejected';
  return 'http-error';
}

export interface WebhookSenderOptions {
  policy: AddressPolicy;
  /** Whole attempt: connect, send, and read the answer (ms). */
  timeoutMs: number;
}

/**
 * The outbound HTTP client of webhooks: POST only, redirects never followed (a 3xx is a failed attempt),
 * every connection's address checked by the policy, a time limit per attempt and a cap on the answer read.
 */
export class WebhookSender {
  private readonly agent: Agent;

  constructor(private readonly options: WebhookSenderOptions) {
    this.agent = new Agent({
      connect: { lookup: guardedLookup(options.policy), timeout: options.timeoutMs },
      // undici's own timers are coarse; the attempt's AbortController is the precise limit.
      headersTimeout: options.timeoutMs + 1_000,
      bodyTimeout: options.timeoutMs + 1_000,
      keepAliveTimeout: 4_000,
      connections: 16,
    });
  }

  /**
   * Why a URL cannot be an endpoint, or null: http(s) only, no credentials in it, and (resolving now)
   * every address of its host allowed. Delivery checks the addresses again on every connection.
   */
  async refusalOf(url: string): Promise<string | null> {
    if (url.length > MAX_URL_LENGTH) return `URLs are at most ${MAX_URL_LENGTH} characters.`;
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return 'Not an absolute URL.';
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
      return 'Only http and https URLs can receive webhooks.';
    if (parsed.username || parsed.password) return 'Credentials cannot be part of the URL.';
    if (parsed.hash) return 'A URL fragment is never sent; leave it out.';
    const host = bare(parsed.hostname);
    if (isIP(host)) return refusal(host, this.options.policy);
    let addresses: LookupAddress[];
    try {
      addresses = await resolveAll(host);
    } catch {
      return `The host ${host} does not resolve.`;
    }
    for (const { address } of addresses) {
      const why = refusal(address, this.options.policy);
      if (why) return `${host} resolves to a refused address: ${why}.`;
    }
    return null;
  }

  async send(url: string, headers: Record<string, string>, body: string): Promise<SendResult> {
    const started = performance.now();
    const latency = () => Math.round(performance.now() - started);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs);
    try {
      const parsed = new URL(url);
      const host = bare(parsed.hostname);
      // Literal addresses never reach a lookup, so they are checked here.
      const literalRefusal = isIP(host) ? refusal(host, this.options.policy) : null;
      if (literalRefusal) throw new AddressRefusedError(host, literalRefusal);
      const response = await this.agent.request({
        origin: parsed.origin,
        path: `${parsed.pathname}${parsed.search}`,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'user-agent': 'commerce-webhooks/1' },
        body,
        signal: controller.signal,
      });
      const text = await readCapped(response.body);
      return {
        outcome: outcomeOfStatus(response.statusCode),
        responseStatus: response.statusCode,
        latencyMs: latency(),
        responseBody: text.slice(0, STORED_RESPONSE_CHARS),
        error: null,
      };
    } catch (error) {
      const refused = refusedIn(error);
      const timedOut =
        controller.signal.aborted ||
        error instanceof undiciErrors.ConnectTimeoutError ||
        error instanceof undiciErrors.HeadersTimeoutError ||
        error instanceof undiciErrors.BodyTimeoutError;
      const outcome: AttemptOutcome = refused ? 'blocked' : timedOut ? 'timeout' : 'network-error';
      const message = refused
        ? refused.message
        : timedOut
          ? `No answer within ${this.options.timeoutMs} ms`
          : describe(error);
      return { outcome, responseStatus: null, latencyMs: latency(), responseBody: null, error: message };
    } finally {
      clearTimeout(timer);
    }
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}

/** Reads at most MAX_RESPONSE_BYTES of an answer, then drops the rest (and the connection). */
async function readCapped(body: AsyncIterable<Buffer> & { destroy(): void }): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= MAX_RESPONSE_BYTES) {
      body.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, MAX_RESPONSE_BYTES).toString('utf8');
}
