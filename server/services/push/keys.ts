import { ECDH } from 'node:crypto';

/** An uncompressed P-256 point: 0x04, then x and y of 32 bytes each. */
const PUBLIC_KEY_BYTES = 65;
const AUTH_SECRET_BYTES = 16;

/**
 * A browser's subscription keys (RFC 8291): `p256dh` an uncompressed point on P-256 (converting
 * it fails for a point off the curve), `auth` a 16-byte secret. A push encrypted for anything
 * else could never be read, and web-push would throw at every send.
 */
export function areSubscriptionKeys(p256dh: string, auth: string): boolean {
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== PUBLIC_KEY_BYTES || point[0] !== 0x04) return false;
  if (Buffer.from(auth, 'base64url').length !== AUTH_SECRET_BYTES) return false;
  try {
    ECDH.convertKey(point, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}
