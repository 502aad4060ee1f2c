/**
 * A tiny SMTP server for tests: speaks just enough of RFC 5321 (EHLO, MAIL, RCPT, DATA, QUIT) for
 * nodemailer to hand over a message, and keeps every message it received.
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent: headers, a blank line, the body. */
  data: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

function serve(socket: Socket, received: ReceivedMail[]): void {
  let mail: ReceivedMail = { from: '', to: [], data: '' };
  let inData = false;
  let buffer = '';
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 test-smtp ready');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    let end: number;
    while ((end = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (inData) {
        if (line === '.') {
          inData = false;
          received.push(mail);
          mail = { from: '', to: [], data: '' };
          reply('250 queued');
        } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
        continue;
      }
      switch (line.slice(0, 4).toUpperCase()) {
        case 'MAIL':
          mail.from = line.slice(10).trim();
          break;
        case 'RCPT':
          mail.to.push(line.slice(8).trim());
          break;
        case 'DATA':
          inData = true;
          reply('354 go ahead');
          continue;
        case 'QUIT':
          reply('221 bye');
          socket.end();
          continue;
      }
      reply('250 ok');
    }
  });
}

/** Starts the server on a free local port. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serve(socket, received);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
