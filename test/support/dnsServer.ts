import { createSocket, type Socket } from 'node:dgram';

/** DNS record types and answer codes (RFC 1035) that this server knows. */
const TYPE_A = 1;
const CLASS_IN = 1;
const NAME_ERROR = 3;

/**
 * A DNS server on loopback that answers A queries from a table the test changes as it goes:
 * containers that come back on new addresses, as Docker's DNS names them. Answers live 1 s.
 */
export class DnsServer {
  private readonly names = new Map<string, string[]>();

  private constructor(
    private readonly socket: Socket,
    readonly port: number,
  ) {
    socket.on('message', (query, from) => {
      const answer = this.answer(query);
      if (answer) socket.send(answer, from.port, from.address);
    });
  }

  static async start(): Promise<DnsServer> {
    const socket = createSocket('udp4');
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    return new DnsServer(socket, socket.address().port);
  }

  /** From now on `name` resolves to `addresses` (none: it does not exist). */
  set(name: string, addresses: string[]): void {
    this.names.set(name.toLowerCase(), addresses);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.socket.close(() => resolve()));
  }

  private answer(query: Buffer): Buffer | undefined {
    if (query.length < 12 || query.readUInt16BE(4) !== 1) return undefined;
    const labels: string[] = [];
    let at = 12;
    for (let length = query[at]; length; length = query[at]) {
      labels.push(query.toString('latin1', at + 1, at + 1 + length!));
      at += 1 + length!;
      if (at >= query.length) return undefined;
    }
    const questionEnd = at + 5; // the root label, then type and class
    const type = query.readUInt16BE(at + 1);
    const addresses = this.names.get(labels.join('.').toLowerCase());
    const records = type === TYPE_A ? (addresses ?? []) : [];
    const header = Buffer.alloc(12);
    header.writeUInt16BE(query.readUInt16BE(0), 0); // the query's id
    // A response, recursion desired and available; "no such name" for a name not in the table.
    header.writeUInt16BE(0x8180 | (addresses ? 0 : NAME_ERROR), 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(records.length, 6);
    const answers = records.map((address) => {
      const record = Buffer.alloc(16);
      record.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
      record.writeUInt16BE(TYPE_A, 2);
      record.writeUInt16BE(CLASS_IN, 4);
      record.writeUInt32BE(1, 6); // seconds to live
      record.writeUInt16BE(4, 10);
      address.split('.').forEach((part, i) => record.writeUInt8(Number(part), 12 + i));
      return record;
    });
    return Buffer.concat([header, query.subarray(12, questionEnd), ...answers]);
  }
}
