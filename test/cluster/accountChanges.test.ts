import { afterAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_CLOSED_CODE,
  ACCOUNT_CLOSED_MESSAGE,
  type AccountClosed,
} from '../../shared/protocol/accountClosed';
import { connectToGame, createGame, playHttp, registerPlayer } from '../support/gameClients';
import { ProxiedCluster, skipClusterTests } from '../support/proxiedCluster';
import { signInAdmin } from '../support/staff';

let cluster: ProxiedCluster | undefined;

afterAll(async () => {
  await cluster?.stop();
});

// Needs PostgreSQL, Redis and nginx: skipped where one is missing, except on CI.
describe.skipIf(skipClusterTests)('an account change in a cluster', () => {
  it('closes a suspended user’s socket on another process within a second', async () => {
    cluster = await ProxiedCluster.start(2);
    const [a, b] = cluster.processes.map((process) => process.direct) as [string, string];
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
