/**
 * The load test's reference (`npm run loadtest -- --reference bare`): a Colyseus server whose
 * rooms do the least a turn-based game room can do, with no database, no rules engine and no
 * per-viewer views. An action is a request that bumps a territory's troops and the version, sends
 * the patch at once (as the game room does) and answers success. What the game's own load test
 * costs beyond this is what the game adds.
 *
 *   PORT=2567 npx tsx scripts/bots/bareServer.ts
 */
import { Room, Server, type Client } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { BARE_ROOM, BareState, type BareStateType } from './bareState';

/** The classic map's size: the patch carries one of these counts and the version. */
const TERRITORIES = 42;

class BareRoom extends Room<{ state: BareStateType }> {
  override patchRate = 1000;
  override state = new BareState();

  override onCreate() {
    this.autoDispose = false;
    this.state.version = 0;
    for (let i = 0; i < TERRITORIES; i++) this.state.troops.push(3);
    this.onMessage('act', (_client: Client, message: { territory?: number }) => {
      const territory = Math.abs(Math.trunc(Number(message?.territory) || 0)) % TERRITORIES;
      this.state.troops[territory] = (this.state.troops[territory] ?? 0) + 1;
      this.state.version++;
      this.broadcastPatch();
      return { success: true };
    });
  }
}

const server = new Server({ transport: new WebSocketTransport(), greet: false });
server.define(BARE_ROOM, BareRoom).filterBy(['table']);
await server.listen(Number(process.env.PORT ?? 2567));
console.log('Conquest is running (bare reference rooms)');
