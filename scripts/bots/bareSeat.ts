import { Client as ColyseusClient, type Room } from '@colyseus/sdk';
import type { ActionTiming } from './botClient';
import { BARE_ROOM, BareState, type BareStateType } from './bareState';

/**
 * One client of a bare reference room (bareServer.ts): the same WebSocket, request and patch as a
 * game seat, timed the same way, with the seats of a table taking turns one action each.
 */
export class BareSeat {
  private room!: Room<unknown, BareStateType>;
  private busy = false;
  private pendingPatch:
    { version: number; start: number; resolve: (ms: number) => void } | undefined;

  constructor(
    private readonly table: number,
    private readonly seat: number,
    private readonly seats: number,
  ) {}

  async connect(baseUrl: string): Promise<void> {
    this.room = await new ColyseusClient(baseUrl).joinOrCreate(
      BARE_ROOM,
      { table: this.table },
      BareState,
    );
    this.room.onStateChange((state) => {
      const pending = this.pendingPatch;
      if (pending && state.version > pending.version) {
        this.pendingPatch = undefined;
        pending.resolve(performance.now() - pending.start);
      }
    });
  }

  /** Acts when it is this seat's turn (the version says whose) and nothing is in flight. */
  act(): Promise<ActionTiming> | null {
    const state = this.room?.state;
    if (this.busy || !state || state.version % this.seats !== this.seat) return null;
    this.busy = true;
    return this.send(state.version);
  }

  private async send(version: number): Promise<ActionTiming> {
    const start = performance.now();
    const patched = new Promise<number>((resolve) => {
      this.pendingPatch = { version, start, resolve };
    });
    try {
      const reply = (await this.room.request('act', { territory: version })) as {
        success: boolean;
      };
      const replyMs = performance.now() - start;
      const patchMs = reply.success ? await patched : replyMs;
      return { action: 'act', patchMs, replyMs, accepted: reply.success };
    } catch {
      const failedMs = performance.now() - start;
      return { action: 'act', patchMs: failedMs, replyMs: failedMs, accepted: false };
    } finally {
      this.pendingPatch = undefined;
      this.busy = false;
    }
  }

  leave(): Promise<unknown> {
    return this.room.leave().catch(() => undefined);
  }
}
