/**
 * Keeps a Prometheus label's cardinality bounded: the first `max` distinct values are kept as they are,
 * later newcomers are reported as "other". Operation names and client names come from callers, so
 * without a bound anyone could grow the gateway's memory and every scrape.
 */
export class BoundedLabel {
  private readonly seen = new Set<string>();

  constructor(
    /** Default 200. */
    private readonly max = 200,
  ) {}

  of(value: string): string {
    if (this.seen.has(value)) return value;
    if (this.seen.size >= this.max) return 'other';
    this.seen.add(value);
    return value;
  }
}

const CLIENT_TOKEN = /^[A-Za-z0-9._-]{1,40}/;

/**
 * The client of a request for the "client breakdown": `apollographql-client-name` when the client names
 * itself, else the first product token of its User-Agent (`curl`, `node`, `Mozilla`), else "unknown".
 */
export function clientOf(headers: Record<string, string | string[] | undefined>): string {
  const named = headers['apollographql-client-name'];
  const name = Array.isArray(named) ? named[0] : named;
  if (name) return CLIENT_TOKEN.exec(name)?.[0] ?? 'unknown';
  const agent = headers['user-agent'];
  const first = (Array.isArray(agent) ? agent[0] : agent)?.split('/', 1)[0];
  return (first && CLIENT_TOKEN.exec(first)?.[0]) || 'unknown';
}
