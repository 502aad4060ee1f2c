import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a browser's push service on this machine: it keeps a browser-side key pair and
 * auth secret (as `pushManager.subscribe` would), decrypts what arrives (RFC 8291, aes128gcm) with
 * its own code, not the sender's library, and checks the VAPID signature (RFC 8292).
 */
export interface ReceivedPush {
  path: string;
  /** The decrypted payload. */
  payload: string;
  headers: Record<string, string | string[] | undefined>;
  vapid: { publicKey: string; claims: { aud: string; exp: number; sub: string } };
}

export class PushServiceStandIn {
  readonly keys = createECDH('prime256v1');
  readonly authSecret = randomBytes(16);
  readonly received: ReceivedPush[] = [];
  /** The path of every request that arrived, a push or not. */
  readonly requested: string[] = [];
  /** The status to answer with (201 Created, as push services do; 404/410 for a gone subscription). */
  status = 201;
  /** A Location to answer with (a redirect, with a 3xx status). */
  location: string | undefined;
  private server: Server | undefined;
  private port = 0;

  constructor() {
    this.keys.generateKeys();
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      this.requested.push(req.url ?? '');
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        try {
          const body = Buffer.concat(chunks);
          this.received.push({
            path: req.url ?? '',
            payload: this.decrypt(body),
            headers: req.headers,
            vapid: verifyVapid(String(req.headers.authorization ?? '')),
          });
          res.writeHead(this.status, this.location ? { location: this.location } : {}).end();
        } catch (error) {
          res.writeHead(400).end(String(error));
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The stand-in's origin, which a test server must trust (it is plain http on this machine). */
  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  endpoint(path: string): string {
    return `${this.origin}${path}`;
  }

  /** The fields of `/account/push-subscriptions/add`, as the browser's subscription would give them. */
  subscription(path: string, name = 'Chromium on Linux') {
    return {
      endpoint: this.endpoint(path),
      p256dh_key: this.keys.getPublicKey().toString('base64url'),
      auth_key: this.authSecret.toString('base64url'),
      name,
    };
  }

  /** RFC 8188 / 8291: one record, keys derived from ECDH with the sender's key and the auth secret. */
  private decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const senderKey = body.subarray(21, 21 + idLength);
    const ciphertext = body.subarray(21 + idLength);
    const shared = this.keys.computeSecret(senderKey);
    const keyInfo = Buffer.concat([
      Buffer.from('WebPush: info\0'),
      this.keys.getPublicKey(),
      senderKey,
    ]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, this.authSecret, keyInfo, 32));
    const cek = Buffer.from(
      hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
    );
    const nonce = Buffer.from(
      hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
    );
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
    const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
    // The last record ends with the delimiter 0x02, then zero padding.
    const end = padded.lastIndexOf(2);
    if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0))
      throw new Error('bad padding');
    return padded.subarray(0, end).toString('utf8');
  }
}

/** `Authorization: vapid t=<ES256 JWT>, k=<public key>`: the signature must verify with k. */
function verifyVapid(header: string): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not verify');
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256')
    throw new Error('not ES256');
  return { publicKey: key, claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) };
}
