import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { TrustedProxies } from '../config';

/** The address resolved for a request (set once by the server's entry, read by everyone after). */
const resolved = new WeakMap<IncomingMessage, string | null>();

/** IPv4 peers of a dual-stack socket arrive as `::ffff:a.b.c.d`; ranges and logs speak plain IPv4. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * Who the client of a request is, given which proxies are trusted (TRUSTED_PROXIES): the peer's address,
 * or, when the peer is a trusted proxy, the address it put in X-Forwarded-For, stepping leftwards over
 * every further trusted proxy. Addresses left of the first untrusted one are the client's own claims and
 * never believed, so a client cannot pick its rate-limit bucket by sending the header itself.
 */
export function clientAddressResolver(trust: TrustedProxies): (req: IncomingMessage) => string | null {
  const peerOf = (req: IncomingMessage) =>
    req.socket.remoteAddress ? plain(req.socket.remoteAddress) : null;
  if (trust.kind === 'none') return peerOf;
  const blocks = new BlockList();
  if (trust.kind === 'ranges')
    for (const range of trust.ranges) blocks.addSubnet(range.address, range.prefix, range.family);
  const trusted = (address: string, hop: number): boolean =>
    trust.kind === 'hops' ? hop < trust.hops : blocks.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
  return (req) => {
    const peer = peerOf(req);
    const header = req.headers['x-forwarded-for'];
    if (!peer || !header) return peer;
    const forwarded = (Array.isArray(header) ? header.join(',') : header)
      .split(',')
      .map((entry) => plain(entry.trim()));
    let client = peer;
    for (let hop = 0; trusted(client, hop); hop++) {
      const next = forwarded.pop();
      // A malformed entry names nobody: the last trusted proxy stands for its client.
      if (next === undefined || isIP(next) === 0) break;
      client = next;
    }
    return client;
  };
}

/** Records the client address the server's entry resolved for `req`. */
export function rememberClientAddress(req: IncomingMessage, address: string | null): void {
  resolved.set(req, address);
}

/** The client address resolved for `req`, or its peer's address when none was (a server without proxies). */
export function clientAddressOf(req: IncomingMessage): string | null {
  return resolved.has(req) ? resolved.get(req)! : (req.socket.remoteAddress ?? null);
}
