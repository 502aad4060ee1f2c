import type { Request } from 'express';

/**
 * The caller's address: X-Forwarded-For counts only from the hops TRUST_PROXY names (Express's
 * 'trust proxy'). IPv4 callers on a dual-stack socket read as plain IPv4 (127.0.0.1, not ::ffff:127.0.0.1).
 */
export function clientIp(req: Request): string {
  const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
}
