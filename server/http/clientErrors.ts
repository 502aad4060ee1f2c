import type { Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';

const TEXTS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request headers too large.'],
  HPE_URI_TOO_LONG: [414, 'Request address too long.'],
};

/**
 * Requests Node's HTTP parser refuses before any route sees them (headers past 16 KB, a broken
 * request line) are answered in the site's JSON error form rather than Node's bare status line.
 */
export function answerClientErrors(server: HttpServer): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || (error.code === 'ECONNRESET' && socket.destroyed)) {
      socket.destroy();
      return;
    }
    const [status, text] = TEXTS[error.code ?? ''] ?? [400, 'Malformed request.'];
    const body = JSON.stringify({ success: false, error: text });
    socket.end(
      `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
