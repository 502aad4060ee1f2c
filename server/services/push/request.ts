import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { RequestDetails } from 'web-push';
import type { VettedEndpoint } from './endpoints';

/** A push service answers at once; a slow one must not hold a connection (or a caller) for long. */
const REQUEST_TIMEOUT_MS = 5_000;

/**
 * Connects to the address that was checked, whatever the name resolves to by now: a DNS answer
 * that changes between the check and the connection (rebinding) cannot point the push elsewhere.
 * The host name still names the server for TLS (SNI, certificate) and the Host header.
 */
function pinnedLookup({ address, family }: { address: string; family: 4 | 6 }): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/**
 * POSTs an encrypted push to a vetted endpoint and resolves with the status. Node's request
 * follows no redirect: a 3xx is the push service's whole answer (a failed delivery), so a push
 * never reaches a second host or port. No connection is pooled or kept.
 */
export function postPush(
  endpoint: Extract<VettedEndpoint, { ok: true }>,
  details: RequestDetails,
): Promise<number> {
  const send = endpoint.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      endpoint.url,
      {
        method: details.method,
        headers: details.headers,
        lookup: pinnedLookup(endpoint),
        agent: false,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        // Only the status matters; the body is not waited for.
        outgoing.destroy();
      },
    );
    outgoing.on('error', reject);
    outgoing.end(details.body ?? undefined);
  });
}
