import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { PUSH_ERRORS } from '../../../shared/protocol/push';
import { isPublicAddress } from './addresses';

/** How the server finds a push endpoint's addresses, and which endpoints it trusts beyond that. */
export interface PushNetwork {
  /** Every address of a host name (the system resolver in production; tests answer with a stub). */
  lookup(hostname: string): Promise<readonly { address: string; family: number }[]>;
  /**
   * Origins (`http://127.0.0.1:4123`) reached whatever their scheme and addresses. Only a test
   * passes one, in code, for its stand-in push service: no setting or variable can add to it.
   */
  trustedOrigins: readonly string[];
}

export const systemPushNetwork: PushNetwork = {
  lookup: (hostname) => lookup(hostname, { all: true }),
  trustedOrigins: [],
};

/** An endpoint that may be posted to, and the checked address to connect to (never resolved again). */
export type VettedEndpoint =
  { ok: true; url: URL; address: string; family: 4 | 6 } | { ok: false; error: string };

/**
 * Push services are https addresses on the public internet. Every address the host resolves to
 * must be public (a name that answers one private address among public ones could be made to
 * connect to it); a name that does not resolve gets the same answer as a private one, so the
 * refusal says nothing about the server's network.
 */
export async function vetEndpoint(network: PushNetwork, endpoint: string): Promise<VettedEndpoint> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, error: PUSH_ERRORS.badEndpoint };
  }
  const trusted = network.trustedOrigins.includes(url.origin);
  if (url.username || url.password || (url.protocol !== 'https:' && !trusted)) {
    return { ok: false, error: PUSH_ERRORS.badEndpoint };
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(host);
  const addresses = family
    ? [{ address: host, family }]
    : await network.lookup(host).catch(() => []);
  const [first] = addresses;
  if (!first || (!trusted && !addresses.every(({ address }) => isPublicAddress(address)))) {
    return { ok: false, error: PUSH_ERRORS.notPublic };
  }
  return { ok: true, url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
