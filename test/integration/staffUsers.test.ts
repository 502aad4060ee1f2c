import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportRequests } from '../../server/db/schema';
import type {
  StaffReport,
  UserEventRow,
  UserGameRow,
  UserIpRow,
  UserStandings,
} from '../../shared/protocol/staff';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import { HttpClient } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/server';
import { registerModerator, signInAdmin } from '../support/staff';

let server: TestServer;
let admin: HttpClient;
let pia: TestPlayer;
let rex: TestPlayer;
let moderator: TestPlayer;
let gameId: number;

async function call<T = Record<string, unknown>>(response: Promise<Response>) {
  const res = await response;
  return {
    status: res.status,
    body: (await res.json()) as T & { success: boolean; error?: string },
  };
}

const queue = async (http: HttpClient, status = 'open') =>
  (await call<{ reports: StaffReport[] }>(http.get(`/api/staff/reports?status=${status}`))).body
    .reports;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server.baseUrl);
  pia = await registerPlayer(server.baseUrl, 'Pia');
  rex = await registerPlayer(server.baseUrl, 'Rex');
  moderator = await registerModerator(server.baseUrl, admin, 'Moe');
  gameId = await createGame(pia, { num_players: 2 });
  expect((await playHttp(rex, gameId, 'join-game', { color: 2 })).body.success).toBe(true);
});
afterAll(() => server?.stop());

describe('the moderators’ queue', () => {
  let forumReportId: number;
  let topicId: number;

  it('gathers game reports, support requests and forum reports', async () => {
    expect(
      (await playHttp(pia, gameId, 'send-report', { user_id: rex.userId, type: 2 })).status,
    ).toBe(200);
    expect((await playHttp(pia, gameId, 'ask-support', { type: 2 })).status).toBe(200);
    const topic = await call<{ post_id: number; topic_id: number }>(
      rex.http.post('/api/forum/categories/2/topics', { title: 'Rude', body: 'Rude words' }),
    );
    expect(topic.status).toBe(200);
    const reported = await call(
      pia.http.post(`/api/forum/posts/${topic.body.post_id}/report`, { reason: 'Insults' }),
    );
    expect(reported.status).toBe(200);

    const open = await queue(moderator.http);
    expect(open.map((r) => [r.source, r.reporter, r.subject, r.detail, r.status]).sort()).toEqual([
      ['forum', 'Pia', 'Rex', 'Insults', 'open'],
      ['game', 'Pia', 'Rex', 'Abusive chat', 'open'],
      ['support', 'Pia', `Game #${gameId}`, 'The game is stuck or broken', 'open'],
    ]);
    // With the ids the page links names with.
    expect(open.map((r) => [r.source, r.reporter_id, r.subject_id, r.link]).sort()).toEqual([
      [
        'forum',
        pia.userId,
        rex.userId,
        `/forum/topic/${topic.body.topic_id}?post=${topic.body.post_id}`,
      ],
      ['game', pia.userId, rex.userId, `/game/${gameId}`],
      ['support', pia.userId, null, `/game/${gameId}`],
    ]);
    forumReportId = open.find((r) => r.source === 'forum')!.id;
    topicId = topic.body.topic_id;
  });

  it('keeps the open half whole however many newer reports are closed (filtered before the cut)', async () => {
    const { db } = server.app.context;
    const later = new Date(Date.now() + 60_000);
    const handled = Array.from({ length: 200 }, () => ({
      gameId,
      userId: rex.userId,
      type: 1,
      createdAt: later,
      handledAt: later,
    }));
    await db.insert(supportRequests).values(handled);
    try {
      expect((await queue(moderator.http)).map((r) => r.source).sort()).toEqual([
        'forum',
        'game',
        'support',
      ]);
      const closed = await queue(moderator.http, 'resolved');
      expect(closed).toHaveLength(200);
      expect(closed.every((r) => r.source === 'support' && r.reporter === 'Rex')).toBe(true);
    } finally {
      await db.delete(supportRequests).where(eq(supportRequests.userId, rex.userId));
    }
  });

  it('lets a moderator claim a report and resolve it with a note; the forum’s queue follows', async () => {
    const gameReport = (await queue(moderator.http)).find((r) => r.source === 'game')!;
    const claimed = await call(
      moderator.http.post(`/api/staff/reports/game/${gameReport.id}/claim`),
    );
    expect(claimed.status).toBe(200);
    expect((await queue(moderator.http)).find((r) => r.source === 'game')).toMatchObject({
      status: 'claimed',
      claimed_by: 'Moe',
      claimed_by_id: moderator.userId,
    });

    const resolved = await call(
      moderator.http.post(`/api/staff/reports/forum/${forumReportId}/resolve`, {
        note: 'Post edited, warned the author.',
      }),
    );
    expect(resolved.status).toBe(200);
    expect((await queue(moderator.http)).map((r) => r.source).sort()).toEqual(['game', 'support']);
    expect((await queue(moderator.http, 'resolved'))[0]).toMatchObject({
      source: 'forum',
      status: 'resolved',
      resolved_by: 'Moe',
      resolved_by_id: moderator.userId,
      note: 'Post edited, warned the author.',
    });
    const forumQueue = await call<{ reports: unknown[] }>(moderator.http.get('/api/forum/reports'));
    expect(forumQueue.body.reports).toEqual([]);

    const again = await call(
      moderator.http.post(`/api/staff/reports/forum/${forumReportId}/resolve`),
    );
    expect(again).toEqual({
      status: 409,
      body: { success: false, error: 'This report has already been resolved.' },
    });
    expect((await call(moderator.http.post('/api/staff/reports/game/999999/claim'))).status).toBe(
      404,
    );
    expect((await call(moderator.http.post('/api/staff/reports/nonsense/1/claim'))).status).toBe(
      404,
    );
  });

  it('logs the forum moderation done beside the queue', async () => {
    expect((await moderator.http.post(`/api/forum/topics/${topicId}/lock`)).status).toBe(200);
    const audit = await call<{ entries: Record<string, unknown>[] }>(
      admin.get(`/api/staff/audit?target_type=forum_topic&target_id=${topicId}`),
    );
    expect(audit.body.entries).toMatchObject([
      {
        actor: 'Moe',
        action: 'forum.topic.lock',
        before: { locked: false, pinned: false, deleted: false },
        after: { locked: true, pinned: false, deleted: false },
      },
    ]);
  });
});

describe('user pages', () => {
  it('lists a user’s addresses with the other accounts seen there, as rows and html', async () => {
    const ips = await call<{ ips: UserIpRow[]; html: string }>(
      moderator.http.get(`/modpanel/user/${pia.userId}/ajax/ips`),
    );
    expect(ips.body.ips).toHaveLength(1);
    expect(ips.body.ips[0]!.other_users.map((u) => u.username)).toEqual(['admin', 'Moe', 'Rex']);
    expect(ips.body.html).toContain('<td>admin, Moe, Rex</td>');
  });

  it('lists a user’s games, only those shared with another user when asked', async () => {
    const games = await call<{ games: UserGameRow[]; html: string }>(
      moderator.http.get(`/modpanel/user/${pia.userId}/ajax/games?with=${rex.userId}`),
    );
    expect(games.body.games).toMatchObject([
      { game_id: gameId, status: 2, players: ['Pia', 'Rex'], player_ids: [pia.userId, rex.userId] },
    ]);
    expect(games.body.html).toContain(`href="/game/${gameId}"`);
    const posted = await call<{ games: UserGameRow[] }>(
      moderator.http.post(`/modpanel/user/${pia.userId}/ajax/games`, { with: rex.userId }),
    );
    expect(posted.body.games.map((g) => g.game_id)).toEqual([gameId]);
    const none = await call<{ games: UserGameRow[] }>(
      moderator.http.get(`/modpanel/user/${pia.userId}/ajax/games?with=${moderator.userId}`),
    );
    expect(none.body.games).toEqual([]);
  });

  it('shows standings, and answers an unknown user with 404', async () => {
    const standings = await call<{ standings: UserStandings; html: string }>(
      moderator.http.get(`/modpanel/user/${pia.userId}/ajax/standings`),
    );
    expect(standings.body.standings).toMatchObject({
      rating: 1500,
      rank: 1,
      players: 4,
      played: 0,
    });
    expect(standings.body.html).toContain('<dt>Rating</dt><dd>1500</dd>');
    const missing = await call(moderator.http.get('/modpanel/user/999999/ajax/standings'));
    expect(missing).toEqual({
      status: 404,
      body: { success: false, error: 'There is no such user.' },
    });
  });
});

describe('user admin', () => {
  it('keeps an event log from sign-up on, filtered to rating and token changes', async () => {
    const all = await call<{ events: UserEventRow[] }>(
      admin.get(`/api/staff/users/${pia.userId}/events`),
    );
    expect(all.body.events.map((e) => e.kind)).toEqual(['balance', 'signup']);
    const balance = await call<{ events: UserEventRow[] }>(
      admin.get(`/api/staff/users/${pia.userId}/events?balance=1`),
    );
    // Joining a 2-player game costs 1 token.
    expect(balance.body.events).toMatchObject([
      {
        kind: 'balance',
        tokens_before: 100,
        tokens_after: 99,
        rating_before: 1500,
        rating_after: 1500,
      },
    ]);
  });

  it('renames with the registration rules, for holders of user.edit only', async () => {
    const path = `/api/staff/users/${rex.userId}/username`;
    expect((await moderator.http.post(path, { username: 'Rexy' })).status).toBe(403);
    const taken = await call(admin.post(path, { username: 'pia' }));
    expect(taken).toEqual({
      status: 422,
      body: { success: false, error: 'This username is already in use.' },
    });
    const short = await call(admin.post(path, { username: 'R' }));
    expect(short.body.error).toBe('This is not a valid username.');
    expect((await call(admin.post(path, { username: 'Rexy' }))).body).toEqual({
      success: true,
      username: 'Rexy',
    });
    expect((await rex.http.refreshSession()).user?.username).toBe('Rexy');
    const events = await call<{ events: UserEventRow[] }>(
      admin.get(`/api/staff/users/${rex.userId}/events`),
    );
    expect(events.body.events[0]).toMatchObject({ kind: 'rename', detail: 'Rex -> Rexy' });
  });

  it('bans: the sessions end at once and login says why; lifting lets the user back in', async () => {
    const path = `/api/staff/users/${rex.userId}/suspend`;
    expect(
      (await call(admin.post(path, { reason: 'x', ends_at: '2000-01-01T00:00:00Z' }))).body.error,
    ).toBe('The end date must be in the future.');
    expect((await call(admin.post(path, { reason: '' }))).status).toBe(422);
    const banned = await call(admin.post(path, { reason: 'Multiple accounts' }));
    expect(banned.status).toBe(200);
    expect((await rex.http.refreshSession()).user).toBeNull();
    const login = await rex.http.login('Rexy', 'secret-password');
    expect(login.response.status).toBe(403);
    expect(login.body.error).toBe('Your account is banned. Reason: Multiple accounts');
    const profile = await call<{ user: { suspension: unknown } }>(
      admin.get(`/api/staff/users/${rex.userId}`),
    );
    expect(profile.body.user.suspension).toEqual({ reason: 'Multiple accounts', ends_at: null });
    expect(
      (await call(admin.post(`/api/staff/users/1/suspend`, { reason: 'me' }))).body.error,
    ).toBe('You cannot suspend your own account.');

    expect((await call(admin.post(`/api/staff/users/${rex.userId}/unsuspend`))).body).toEqual({
      success: true,
      lifted: 1,
    });
    const until = new Date(server.clock.now.getTime() + 86_400_000);
    await call(admin.post(path, { reason: 'Cool down', ends_at: until.toISOString() }));
    const suspended = await rex.http.login('Rexy', 'secret-password');
    expect(suspended.body.error).toBe(
      `Your account is suspended until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC. Reason: Cool down`,
    );
    server.clock.advance(86_400_000 + 1000);
    expect((await rex.http.login('Rexy', 'secret-password')).response.status).toBe(200);
  });

  it('shows sessions, and logs every staff action with before and after', async () => {
    const sessions = await call<{ sessions: { ip: string }[] }>(
      admin.get(`/api/staff/users/${rex.userId}/sessions`),
    );
    expect(sessions.body.sessions).toHaveLength(1);
    const audit = await call<{
      entries: { action: string; actor: string; before: unknown; after: unknown }[];
    }>(admin.get(`/api/staff/audit?target_type=user&target_id=${rex.userId}`));
    expect(audit.body.entries.map((e) => e.action)).toEqual([
      'user.suspend',
      'user.unsuspend',
      'user.ban',
      'user.rename',
    ]);
    expect(audit.body.entries.at(-1)).toMatchObject({
      actor: 'admin',
      before: { username: 'Rex' },
      after: { username: 'Rexy' },
    });
  });
});
