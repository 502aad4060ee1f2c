import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './addresses';

/** Addresses a push may never reach, each a form an attacker could register or a DNS name answer. */
const NOT_PUBLIC = [
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', '"this network"'],
  ['10.0.0.1', 'private'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['100.127.255.254', 'carrier-grade NAT, last'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback, last'],
  ['169.254.169.254', 'cloud metadata (link-local)'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private, last'],
  ['192.0.0.8', 'IETF protocol assignments'],
  ['192.0.2.1', 'TEST-NET-1'],
  ['192.88.99.1', '6to4 relay'],
  ['192.168.1.1', 'private'],
  ['198.18.0.1', 'benchmarking'],
  ['198.19.255.255', 'benchmarking, last'],
  ['198.51.100.7', 'TEST-NET-2'],
  ['203.0.113.9', 'TEST-NET-3'],
  ['224.0.0.251', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['::ffff:7f00:1', 'IPv4-mapped loopback'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback, dotted'],
  ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata'],
  ['::ffff:0:a00:1', 'SIIT-translated private'],
  ['::7f00:1', 'IPv4-compatible loopback'],
  ['::192.168.1.1', 'IPv4-compatible private'],
  ['64:ff9b::a9fe:a9fe', 'NAT64 metadata'],
  ['64:ff9b::10.0.0.1', 'NAT64 private'],
  ['64:ff9b:1::808:808', 'local-use NAT64'],
  ['100::1', 'discard'],
  ['2001::1', 'Teredo'],
  ['2001:2::1', 'benchmarking'],
  ['2001:db8::1', 'documentation'],
  ['2002:7f00:1::1', '6to4'],
  ['3fff::1', 'documentation'],
  ['fc00::1', 'unique local'],
  ['fd12:3456::1', 'unique local'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local with a zone'],
  ['fec0::1', 'site-local'],
  ['ff02::1', 'multicast'],
  ['5f00::1', 'SRv6, outside global unicast'],
  ['localhost', 'a name, not an address'],
  ['', 'nothing'],
  ['1.2.3', 'not an address'],
  ['2130706433', 'an integer'],
] as const;

const PUBLIC = [
  ['1.1.1.1', 'a resolver'],
  ['8.8.8.8', 'a resolver'],
  ['93.184.216.34', 'a web host'],
  ['100.63.255.255', 'just below carrier-grade NAT'],
  ['100.128.0.0', 'just above carrier-grade NAT'],
  ['172.15.255.255', 'just below 172.16/12'],
  ['172.32.0.0', 'just above 172.16/12'],
  ['169.253.255.255', 'just below link-local'],
  ['223.255.255.255', 'just below multicast'],
  ['142.250.74.106', 'a push service (fcm.googleapis.com)'],
  ['2a00:1450:4001:82b::200a', 'a push service over IPv6'],
  ['2606:4700:4700::1111', 'a resolver over IPv6'],
  ['::ffff:8.8.8.8', 'IPv4-mapped public'],
  ['64:ff9b::808:808', 'NAT64 public'],
] as const;

describe('isPublicAddress', () => {
  it.each(NOT_PUBLIC)('refuses %s (%s)', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each(PUBLIC)('accepts %s (%s)', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });
});
