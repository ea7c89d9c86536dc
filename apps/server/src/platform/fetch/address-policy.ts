import ipaddr from 'ipaddr.js';

/**
 * Whether an IP address is one the server may connect to on a user's behalf: public unicast
 * only. Private, loopback, link-local (cloud metadata at 169.254.169.254 and fd00:ec2::254),
 * carrier-grade NAT, multicast, broadcast, unspecified, documentation and reserved ranges are
 * refused, in every spelling: `ipaddr.process` turns IPv4-mapped IPv6 (::ffff:127.0.0.1) into
 * the IPv4 it carries, and the WHATWG URL parser has already turned decimal, octal and hex
 * hosts (2130706433, 0177.0.0.1, 0x7f.1) into dotted quads before anything reaches here.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  const range = v6.range();
  // NAT64 (64:ff9b::/96) reaches the IPv4 address in its last 32 bits: judge that one. On an
  // IPv6-only network with DNS64 every IPv4 site looks like this, so refusing all would be wrong.
  if (range === 'rfc6052' && isWellKnownNat64(v6)) return isPublicAddress(embeddedIpv4(v6));
  // ipaddr calls the deprecated IPv4-compatible form (::a.b.c.d, ::/96) unicast; nothing
  // public lives there, and some stacks route it to the IPv4 address it spells.
  if (v6.parts.slice(0, 6).every((part) => part === 0)) return false;
  // 6to4 and Teredo tunnel to IPv4 addresses of their own choosing: refused with the rest.
  return range === 'unicast';
}

function isWellKnownNat64(address: ipaddr.IPv6): boolean {
  const [a, b, ...rest] = address.parts;
  return a === 0x64 && b === 0xff9b && rest.slice(0, 4).every((part) => part === 0);
}

function embeddedIpv4(address: ipaddr.IPv6): string {
  const [high, low] = address.parts.slice(6) as [number, number];
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}
