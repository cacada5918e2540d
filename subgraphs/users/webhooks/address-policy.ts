import { BlockList, isIP } from 'node:net';

/**
 * Which addresses a webhook may reach (SSRF): only public unicast ones. Refused, for IPv4 and IPv6:
 * unspecified, loopback (unless allowed for local tests), private (RFC 1918, unique-local), CGNAT,
 * link-local (which holds the cloud metadata address 169.254.169.254), multicast, reserved and
 * documentation ranges, IPv6 forms that embed an IPv4 address (mapped, NAT64, 6to4: the embedded
 * address is checked instead, or the range is refused), and known metadata addresses outside those.
 */
const refusedV4: Array<[string, number, string]> = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'carrier-grade NAT'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
  // Azure's wire server answers metadata-like requests from a public address.
  ['168.63.129.16', 32, 'metadata'],
];
const refusedV6: Array<[string, number, string]> = [
  // ::/128, ::1 and the deprecated IPv4-compatible ::a.b.c.d.
  ['::', 96, 'unspecified or loopback'],
  ['::ffff:0:0:0', 96, 'IPv4-translated'],
  ['64:ff9b::', 96, 'NAT64'],
  ['64:ff9b:1::', 48, 'NAT64'],
  ['100::', 64, 'discard'],
  ['2001::', 23, 'reserved'],
  ['2001:db8::', 32, 'documentation'],
  ['2002::', 16, '6to4'],
  ['fc00::', 7, 'unique-local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local'],
  ['ff00::', 8, 'multicast'],
];

function blockList(
  rows: Array<[string, number, string]>,
  type: 'ipv4' | 'ipv6',
): Array<{ list: BlockList; why: string }> {
  return rows.map(([network, prefix, why]) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, type);
    return { list, why };
  });
}

const v4 = blockList(refusedV4, 'ipv4');
const v6 = blockList(refusedV6, 'ipv6');
const loopbackV4 = new BlockList();
loopbackV4.addSubnet('127.0.0.0', 8, 'ipv4');
const loopbackV6 = new BlockList();
loopbackV6.addAddress('::1', 'ipv6');

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d or ::ffff:xxxx:xxxx), else null. */
function mappedV4(address: string): string | null {
  const match = /^(?:0{0,4}:){0,5}:?ffff:(.+)$/i.exec(address);
  if (!match) return null;
  const tail = match[1]!;
  if (isIP(tail) === 4) return tail;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(tail);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

export interface AddressPolicy {
  /** Let 127.0.0.0/8 and ::1 through (local receivers in development and tests). */
  allowLoopback: boolean;
}

/** Why `address` may not be reached, or null when it may. Anything that is not an IP address is refused. */
export function refusal(address: string, policy: AddressPolicy): string | null {
  const family = isIP(address);
  if (family === 4) {
    if (policy.allowLoopback && loopbackV4.check(address, 'ipv4')) return null;
    const hit = v4.find(({ list }) => list.check(address, 'ipv4'));
    return hit ? `${address} is not a public address (${hit.why})` : null;
  }
  if (family === 6) {
    const embedded = mappedV4(address);
    if (embedded) return refusal(embedded, policy);
    if (policy.allowLoopback && loopbackV6.check(address, 'ipv6')) return null;
    const hit = v6.find(({ list }) => list.check(address, 'ipv6'));
    return hit ? `${address} is not a public address (${hit.why})` : null;
  }
  return `${address} is not an IP address`;
}
