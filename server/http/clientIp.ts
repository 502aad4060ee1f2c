import type { Request } from 'express';

/** The caller's address (Express resolves X-Forwarded-For only when 'trust proxy' is set). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
