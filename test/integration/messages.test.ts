import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationResponse, InboxResponse } from '../../shared/protocol/messages';
import type { NavbarResponse } from '../../shared/protocol/navbar';
import { registerPlayer, type TestPlayer } from '../support/gameClients';
import { signInAdmin } from '../support/staff';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let ann: TestPlayer;
let ben: TestPlayer;
let cat: TestPlayer;

async function call<T = Record<string, unknown>>(response: Promise<Response>) {
  const res = await response;
  return {
    status: res.status,
    body: (await res.json()) as T & { success: boolean; error?: string },
  };
}
const navbar = (player: TestPlayer) =>
  player.http.json<NavbarResponse>(player.http.post('/navbar'));
const inbox = (player: TestPlayer) =>
  player.http.json<InboxResponse>(player.http.get('/api/messages'));
const thread = (player: TestPlayer, id: number) =>
  call<ConversationResponse>(player.http.get(`/api/messages/${id}`));

beforeAll(async () => {
  server = await startTestServer();
  ann = await registerPlayer(server.baseUrl, 'Ann');
  ben = await registerPlayer(server.baseUrl, 'Ben');
  cat = await registerPlayer(server.baseUrl, 'Cat');
});
afterAll(() => server?.stop());

describe('private messages', () => {
  it('delivers a group conversation with unread counts, the navbar count and a linked notification', async () => {
    const sent = await call<{ conversation_id: number }>(
      ann.http.post('/messages', {
        to: ['ben', 'Cat'],
        subject: 'Team game',
        body: 'Join [game]5[/game]?',
      }),
    );
    expect(sent.status).toBe(200);
    const id = sent.body.conversation_id;
    server.clock.advance(1000);
    expect((await call(ben.http.post(`/messages/${id}`, { body: 'In!' }))).status).toBe(200);

    const catNavbar = await navbar(cat);
    expect(catNavbar.numMessages).toBe(2);
    const note = catNavbar.notifications.find((n) => n.kind === 'message')!;
    expect(note).toMatchObject({
      text: 'Ann sent you a message: Team game',
      url: `/messages/${id}`,
    });
    expect(note.html).toContain(`href="/messages/${id}"`);
    const catInbox = await inbox(cat);
    expect(catInbox.conversations[0]).toMatchObject({
      id,
      subject: 'Team game',
      participants: ['Ann', 'Ben'],
      // The same members with their ids, for links to their profiles.
      members: [
        { id: ann.userId, username: 'Ann' },
        { id: ben.userId, username: 'Ben' },
      ],
      unread_count: 2,
      last_message: { user_id: ben.userId, username: 'Ben', excerpt: 'In!' },
    });
    expect((await navbar(ann)).numMessages).toBe(1);

    const read = await thread(cat, id);
    expect(read.body.messages.map((m) => [m.username, m.body])).toEqual([
      ['Ann', 'Join [game]5[/game]?'],
      ['Ben', 'In!'],
    ]);
    expect(read.body.messages[0]!.html).toContain('Game #5 (no such game)');
    expect(read.body.conversation.members).toEqual([
      { id: ann.userId, username: 'Ann' },
      { id: ben.userId, username: 'Ben' },
    ]);
    const after = await navbar(cat);
    expect(after.numMessages).toBe(0);
    expect(after.notifications.filter((n) => n.kind === 'message')).toEqual([]);
  });

  it('keeps conversations private to their members', async () => {
    const sent = await call<{ conversation_id: number }>(
      ann.http.post('/messages', { to: 'Ben', subject: 'Secret', body: 'Just us' }),
    );
    const id = sent.body.conversation_id;
    expect((await thread(cat, id)).status).toBe(404);
    expect((await call(cat.http.post(`/messages/${id}`, { body: 'Me too' }))).status).toBe(404);
    expect((await call(cat.http.post('/messages/2147483648', { body: 'x' }))).status).toBe(404);
  });

  it('refuses unknown recipients, empty and oversized bodies', async () => {
    const unknown = await call(
      ann.http.post('/messages', { to: 'Nobody', subject: 'Hi', body: 'x' }),
    );
    expect(unknown).toMatchObject({
      status: 422,
      body: { error: 'There is no user called Nobody.' },
    });
    const self = await call(ann.http.post('/messages', { to: 'Ann', subject: 'Hi', body: 'x' }));
    expect(self.body.error).toBe('Name at least one recipient.');
    const long = await call(
      ann.http.post('/messages', { to: 'Ben', subject: 'Hi', body: 'x'.repeat(10_001) }),
    );
    expect(long.body.error).toBe('The message can be at most 10,000 characters long.');
  });

  it('deletes a conversation for one member only, until someone writes again', async () => {
    const sent = await call<{ conversation_id: number }>(
      ann.http.post('/messages', { to: 'Cat', subject: 'Old news', body: 'First' }),
    );
    const id = sent.body.conversation_id;
    expect((await call(cat.http.post(`/messages/${id}/delete`))).status).toBe(200);
    expect((await inbox(cat)).conversations.map((c) => c.id)).not.toContain(id);
    expect((await inbox(ann)).conversations.map((c) => c.id)).toContain(id);
    server.clock.advance(1000);
    await call(ann.http.post(`/messages/${id}`, { body: 'Second' }));
    const back = await thread(cat, id);
    expect(back.body.messages.map((m) => m.body)).toEqual(['Second']);
  });

  it('blocks: no new conversations from the blocked user, and their replies stay hidden', async () => {
    const group = await call<{ conversation_id: number }>(
      ann.http.post('/messages', { to: 'Ben, Cat', subject: 'Group', body: 'Hello both' }),
    );
    const blocked = await call<{ blocked: { username: string }[] }>(
      ben.http.post('/messages/block', { username: 'cat' }),
    );
    expect(blocked.body.blocked.map((b) => b.username)).toEqual(['Cat']);
    expect((await call(ben.http.post('/messages/block', { username: 'Ben' }))).status).toBe(422);

    const refused = await call(
      cat.http.post('/messages', { to: 'Ben', subject: 'Hey', body: 'Listen' }),
    );
    expect(refused).toMatchObject({
      status: 403,
      body: { error: 'Ben does not accept messages from you.' },
    });

    const before = (await navbar(ben)).numMessages;
    await call(cat.http.post(`/messages/${group.body.conversation_id}`, { body: 'Ignore me' }));
    expect((await navbar(ben)).numMessages).toBe(before);
    const seen = await thread(ben, group.body.conversation_id);
    expect(seen.body.messages.map((m) => m.body)).toEqual(['Hello both']);
    expect(
      (await thread(ann, group.body.conversation_id)).body.messages.map((m) => m.body),
    ).toEqual(['Hello both', 'Ignore me']);

    await call(ben.http.post('/messages/unblock', { username: 'Cat' }));
    expect(
      (await call(cat.http.post('/messages', { to: 'Ben', subject: 'Hey', body: 'Again' }))).status,
    ).toBe(200);
  });

  it("keeps to the role's messages.per-hour limit from the staff settings, and frees it after an hour", async () => {
    const admin = await signInAdmin(server.baseUrl);
    const setLimit = async (number: number) =>
      expect(
        (
          await admin.post('/api/staff/limits', {
            role: 'player',
            name: 'messages.per-hour',
            active: true,
            infinity: false,
            number,
          })
        ).status,
      ).toBe(200);
    await setLimit(2);
    const dee = await registerPlayer(server.baseUrl, 'Dee');
    const first = await call<{ conversation_id: number }>(
      dee.http.post('/messages', { to: 'Ann', subject: 'One', body: 'First' }),
    );
    expect(first.status).toBe(200);
    server.clock.advance(60_000);
    expect(
      (await call(dee.http.post(`/messages/${first.body.conversation_id}`, { body: 'Second' })))
        .status,
    ).toBe(200);

    const response = await dee.http.post('/messages', { to: 'Ben', subject: 'Three', body: 'x' });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBe(3600 - 60);
    expect(await response.json()).toMatchObject({
      success: false,
      error: 'You can send at most 2 messages an hour. Please wait a little before the next one.',
    });

    server.clock.advance(3600_000 - 60_000 + 1000);
    expect(
      (await call(dee.http.post(`/messages/${first.body.conversation_id}`, { body: 'Later' })))
        .status,
    ).toBe(200);
    await setLimit(60);
  });
});
