import { BlockList, isIP } from 'node:net';

/**
 * Which addresses a push may be sent to: the public internet only. The server posts to whatever
 * endpoint a player registers, so an address of this machine, of its network or of a cloud's
 * metadata service would let anyone probe them (blind SSRF). Ranges from IANA's special-purpose
 * address registries (RFC 6890 and its updates), where they are not globally reachable.
 */
const NON_PUBLIC_IPV4: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this network", and the unspecified address
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

/**
 * IPv6 prefixes whose last 32 bits are an IPv4 address: IPv4-mapped, SIIT-translated (RFC 2765),
 * IPv4-compatible (deprecated) and NAT64's well-known prefix. Each is public exactly when its IPv4
 * address is, so `::ffff:7f00:1` is 127.0.0.1.
 */
const IPV4_EMBEDDINGS = ['::ffff:', '::ffff:0:', '::', '64:ff9b::'] as const;

/** Inside global unicast (2000::/3, the only IPv6 space the internet routes), what is not public. */
const NON_PUBLIC_GLOBAL_IPV6: readonly (readonly [string, number])[] = [
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (deprecated): it tunnels to any IPv4 address
  ['3fff::', 20], // documentation
];

const nonPublic = new BlockList();
const routableIpv6 = new BlockList();
routableIpv6.addSubnet('2000::', 3, 'ipv6');
for (const prefix of IPV4_EMBEDDINGS) routableIpv6.addSubnet(`${prefix}0.0.0.0`, 96, 'ipv6');
for (const [network, bits] of NON_PUBLIC_IPV4) {
  nonPublic.addSubnet(network, bits, 'ipv4');
  for (const prefix of IPV4_EMBEDDINGS) {
    nonPublic.addSubnet(`${prefix}${network}`, 96 + bits, 'ipv6');
  }
}
for (const [network, bits] of NON_PUBLIC_GLOBAL_IPV6) nonPublic.addSubnet(network, bits, 'ipv6');

/** True for an IPv4 or IPv6 address of the public internet; false for anything else, text included. */
export function isPublicAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return !nonPublic.check(ip, 'ipv4');
  // A zone index (fe80::1%eth0) names an interface of this machine.
  if (family !== 6 || ip.includes('%')) return false;
  return routableIpv6.check(ip, 'ipv6') && !nonPublic.check(ip, 'ipv6');
}
