/**
 * POST /api/games/{id}/invites on the real server: a seated player of a waiting game invites a
 * user, who gets the site's notification (its link opens the join form) and a push where they
 * allowed it; every wrong invitation is refused with its own text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemPushNetwork } from '../../server/services/push/endpoints';
import { INVITE_TEXTS } from '../../shared/protocol/invites';
import type { NavbarResponse } from '../../shared/protocol/navbar';
import type { PushPayload } from '../../shared/protocol/push';
import { RATE_LIMITS } from '../../server/services/rateLimits';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import { HttpClient } from '../support/httpClient';
import { PushServiceStandIn } from '../support/pushService';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let ann: TestPlayer;
let ben: TestPlayer;
let cyd: TestPlayer;
let waiting: number;
const pushService = new PushServiceStandIn();

const invite = async (
  player: TestPlayer | { http: HttpClient },
  gameId: number | string,
  username: unknown,
) => {
  const response = await player.http.post(`/api/games/${gameId}/invites`, { username });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const refusal = (error: string) => ({ success: false, error });

beforeAll(async () => {
  await pushService.start();
  server = await startTestServer(
    {},
    { pushNetwork: { ...systemPushNetwork, trustedOrigins: [pushService.origin] } },
  );
  ann = await registerPlayer(server.baseUrl, 'Ann');
  ben = await registerPlayer(server.baseUrl, 'Ben');
  cyd = await registerPlayer(server.baseUrl, 'Cyd');
  await ben.http.post('/account/push-subscriptions/add', pushService.subscription('/ben'));
  await cyd.http.post('/account/push-subscriptions/add', pushService.subscription('/cyd'));
  // Cyd takes no invitation pushes (the notification still comes).
  await cyd.http.post('/account/push-settings', {
    'your-turn': true,
    'game-started': true,
    'game-ended': true,
    message: true,
    invited: false,
  });
  waiting = await createGame(ann, { num_players: 3 });
});
afterAll(async () => {
  await server?.stop();
  await pushService.stop();
});

describe('inviting to a waiting game', () => {
  it('notifies the invitee with the join link, and pushes it where allowed', async () => {
    const sent = await invite(ann, waiting, 'ben');
    expect(sent).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'Ben has been invited.',
        username: 'Ben',
        link: `/game/${waiting}?join=1`,
      },
    });
    const navbar = await ben.http.json<NavbarResponse>(ben.http.post('/navbar'));
    expect(navbar.notifications).toMatchObject([
      {
        kind: 'invited',
        game_id: waiting,
        text: `Ann invited you to game #${waiting}.`,
        url: `/game/${waiting}?join=1`,
      },
    ]);
    await expect.poll(() => pushService.received.length).toBe(1);
    const push = pushService.received[0]!;
    expect(push.path).toBe('/ben');
    expect(JSON.parse(push.payload) as PushPayload).toEqual({
      kind: 'invited',
      title: 'Conquest',
      body: `Ann invited you to game #${waiting}.`,
      url: `/game/${waiting}?join=1`,
    });
  });

  it('gives the notification but no push to whoever turned invitation pushes off', async () => {
    expect((await invite(ann, waiting, 'Cyd')).status).toBe(200);
    const navbar = await cyd.http.json<NavbarResponse>(cyd.http.post('/navbar'));
    expect(navbar.notifications.map((n) => n.kind)).toEqual(['invited']);
    // A push sent after it arrives alone: Cyd's invitation never went out as a push.
    expect((await invite(ann, waiting, 'Ben')).status).toBe(200);
    await expect.poll(() => pushService.received.length).toBe(2);
    expect(pushService.received.map((p) => p.path)).toEqual(['/ben', '/ben']);
  });

  it('refuses each wrong invitation with its own text', async () => {
    expect(await invite(ben, waiting, 'Cyd')).toEqual({
      status: 403,
      body: refusal(INVITE_TEXTS.notYourGame),
    });
    expect(await invite(ann, waiting, 'Nobody')).toEqual({
      status: 404,
      body: refusal(INVITE_TEXTS.unknownUser),
    });
    expect(await invite(ann, waiting, 'ANN')).toEqual({
      status: 422,
      body: refusal(INVITE_TEXTS.yourself),
    });
    expect(await invite(ann, waiting, '   ')).toEqual({
      status: 422,
      body: refusal(INVITE_TEXTS.noUsername),
    });
    expect(await invite(ann, 999_999, 'Ben')).toEqual({
      status: 404,
      body: refusal(INVITE_TEXTS.noSuchGame),
    });
    expect(await invite(ann, 'abc', 'Ben')).toEqual({
      status: 404,
      body: refusal(INVITE_TEXTS.noSuchGame),
    });
    const guest = new HttpClient(server.baseUrl);
    expect((await invite({ http: guest }, waiting, 'Ben')).status).toBe(401);

    const joined = await playHttp(ben, waiting, 'join-game', { color: 2 });
    expect(joined.body.success).toBe(true);
    expect(await invite(ann, waiting, 'Ben')).toEqual({
      status: 409,
      body: refusal(INVITE_TEXTS.alreadyIn),
    });
    // The last seat taken starts the game: nobody is invited to it any more.
    expect((await playHttp(cyd, waiting, 'join-game', { color: 3 })).body.success).toBe(true);
    expect(await invite(ann, waiting, 'Cyd')).toEqual({
      status: 409,
      body: refusal(INVITE_TEXTS.notWaiting),
    });
  });

  it('stops a player who sends too many invitations, and says when to try again', async () => {
    const dee = await registerPlayer(server.baseUrl, 'Dee');
    const game = await createGame(dee, { num_players: 3 });
    const { points } = RATE_LIMITS.invite.perUser;
    // Refused invitations do not count: a mistyped name costs nothing.
    for (let i = 0; i < 5; i++) expect((await invite(dee, game, 'Nobody')).status).toBe(404);
    for (let i = 0; i < points; i++) expect((await invite(dee, game, 'Ben')).status).toBe(200);
    const refused = await invite(dee, game, 'Ben');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^Too many invitations: try again in \d+ seconds?\.$/);
    expect(refused.body.retry_after).toBeGreaterThan(0);
  });
});
