import http from 'node:http';
import { gunzipSync } from 'node:zlib';

/**
 * One keep-alive agent for every HTTP bot of the process. Generous, so that requests never queue
 * here for a socket (a wait inside the bot would be counted as the server's latency), and idle
 * sockets are kept for the next poll as a browser keeps its connection, not closed past 256.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 2048, maxFreeSockets: 2048 });

export interface JsonReply {
  status: number;
  body: unknown;
}

/**
 * An outside client's session for the HTTP bots: its cookie and CSRF token, JSON posted over the
 * shared keep-alive agent, the gzipped reply read whole and inflated in one call. The server sees
 * the requests a browser sends; fetch (undici through web streams) did the same work at several
 * times the CPU, which on a two-core machine the bots took from the server they measured.
 */
export class KeepAliveJsonClient {
  constructor(
    private readonly baseUrl: string,
    private readonly cookie: string,
    private readonly csrfToken: string,
  ) {}

  post(path: string, body: Record<string, unknown>): Promise<JsonReply> {
    const payload = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const request = http.request(
        new URL(path, this.baseUrl),
        {
          method: 'POST',
          agent,
          headers: {
            cookie: this.cookie,
            'x-csrf-token': this.csrfToken,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            'accept-encoding': 'gzip',
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            try {
              const raw = Buffer.concat(chunks);
              const text = (
                response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw
              ).toString();
              resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) });
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }
}
