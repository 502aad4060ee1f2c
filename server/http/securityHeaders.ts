import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The headers a trusted site sends on every response (helmet), plus what helmet leaves out:
 * Permissions-Policy, HSTS only over HTTPS, and `no-store` on API answers (they carry the CSRF
 * token or the viewer's own data; routes that allow caching, such as static files, say so).
 */

/** The page's own host for WebSocket connections ('self' does not cover ws: in every browser). */
function ownWebSocketOrigin(req: IncomingMessage): string {
  const host = req.headers.host;
  if (!host || !/^[A-Za-z0-9.:[\]-]+$/.test(host)) return "'self'";
  const secure = (req as { secure?: boolean }).secure === true;
  return `${secure ? 'wss' : 'ws'}://${host}`;
}

const helmetHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      // Forum posts and messages may show images from anywhere (BBCode [img], http/https only).
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", (req) => ownWebSocketOrigin(req)],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  // Map images and other assets may be embedded by other sites (forum signatures, previews).
  crossOriginResourcePolicy: { policy: 'same-site' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: false,
  xContentTypeOptions: true,
  xFrameOptions: { action: 'deny' },
});

const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

const HSTS = 'max-age=31536000; includeSubDomains';

export const securityHeaders: RequestHandler = (req, res, next) => {
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  // Over HTTPS (directly, or through a trusted proxy that says so) browsers keep to HTTPS.
  if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
  res.setHeader('Cache-Control', 'no-store');
  helmetHeaders(req, res, next);
};
