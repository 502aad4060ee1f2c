import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a browser request comes from one of our pages: no Origin (same-origin navigation,
 * or a non-browser client such as a bot), the request's own host, or a configured origin.
 */
export function isAllowedOrigin(
  headers: IncomingHttpHeaders | Headers,
  allowedOrigins: readonly string[],
) {
  const get = (name: string) =>
    headers instanceof Headers ? headers.get(name) : (headers[name] as string | undefined);
  const origin = get('origin');
  if (!origin) return true;
  if (allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === get('host');
  } catch {
    return false;
  }
}
