import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_CLOSED_CODE,
  ACCOUNT_CLOSED_MESSAGE,
  type AccountClosed,
} from '../../shared/protocol/accountClosed';
import { freePort, startServerProcess } from '../../scripts/lib/serverProcess';
import { connectToGame, createGame, playHttp, registerPlayer } from '../support/gameClients';
import { createScratchDatabase } from '../support/scratchDatabase';
import { signInAdmin } from '../support/staff';
import { hasClusterServices } from '../support/services';

const { DATABASE_URL, REDIS_URL } = process.env;
const children: ChildProcess[] = [];
let drop: (() => Promise<void>) | undefined;

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await drop?.();
});

// Needs the servers CI runs (both are on CI's machine); skipped where they are not configured.
describe.skipIf(!hasClusterServices())('an account change in a cluster', () => {
  it('closes a suspended user’s socket on another process within a second', async () => {
    const scratch = await createScratchDatabase(DATABASE_URL!);
    drop = scratch.drop;
    const ports = [await freePort(), await freePort()];
    for (const port of ports) {
      children.push(
        await startServerProcess({
          PORT: String(port),
          DATABASE_URL: scratch.url,
          REDIS_URL: REDIS_URL!,
          PUBLIC_ADDRESS: `127.0.0.1:${port}`,
          SESSION_SECRET: 'cluster-test-shared-secret',
          ADMIN_PASSWORD: 'admin-password',
          RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
        }),
      );
    }
    const [a, b] = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];
    const kim = await registerPlayer(a, 'Kim');
    const lee = await registerPlayer(a, 'Lee');
    const gameId = await createGame(kim, { turn_time: 3600 });
    expect((await playHttp(lee, gameId, 'join-game', { color: 2 })).body.success).toBe(true);
    // The room opens on process A (the call arrives there); the ban is given on process B.
    const room = await connectToGame(a, kim, gameId);
    const closed: { code?: number; reason?: string } = {};
    room.onMessage(
      ACCOUNT_CLOSED_MESSAGE,
      (message: AccountClosed) => (closed.reason = message.error),
    );
    room.onLeave((code) => (closed.code = code));

    const admin = await signInAdmin(b);
    expect(
      (await admin.post(`/api/staff/users/${kim.userId}/suspend`, { reason: 'spam' })).status,
    ).toBe(200);

    await expect
      .poll(() => closed.code, { timeout: 1_000, interval: 20 })
      .toBe(ACCOUNT_CLOSED_CODE);
    expect(closed.reason).toBe('Your account is banned. Reason: spam');
  });
});
