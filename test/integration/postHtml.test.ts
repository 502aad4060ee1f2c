import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumPosts, messages } from '../../server/db/communityTables';
import { games } from '../../server/db/schema';
import type { TopicPageResponse } from '../../shared/protocol/forum';
import type { ConversationResponse } from '../../shared/protocol/messages';
import { createGame, registerPlayer, type TestPlayer } from '../support/gameClients';
import { startTestServer, type TestServer } from '../support/server';

// A post's or message's HTML is rendered when it is written or edited and stored with it; a view
// serves what is stored and renders again only for a row that has no rendering or whose linked
// game changed.

let server: TestServer;
let ann: TestPlayer;
let ben: TestPlayer;

const db = () => server.app.context.db;
const STORED_MARK = '<div class="bbcode">served from storage</div>';

const topicPosts = async (topicId: number) =>
  (await ann.http.json<TopicPageResponse>(ann.http.get(`/api/forum/topics/${topicId}`))).posts.map(
    (post) => post.html,
  );

async function storedPost(postId: number) {
  const [row] = await db().select().from(forumPosts).where(eq(forumPosts.id, postId));
  return row!;
}

beforeAll(async () => {
  server = await startTestServer();
  ann = await registerPlayer(server.baseUrl, 'Ann');
  ben = await registerPlayer(server.baseUrl, 'Ben');
});
afterAll(() => server?.stop());

describe('post HTML, rendered once per version', () => {
  it('stores a post rendered when written, serves the stored HTML, and renders an edit anew', async () => {
    const gameId = await createGame(ann);
    const created = await ann.http.json<{ topic_id: number; post_id: number }>(
      ann.http.post('/api/forum/categories/2/topics', {
        title: 'Stored',
        body: `[b]first[/b] [game]${gameId}[/game]`,
      }),
    );
    const written = await storedPost(created.post_id);
    expect(written.html).toBe(
      `<div class="bbcode"><strong>first</strong> <a class="bb-game bb-game--status-1" ` +
        `href="/game/${gameId}">Game #${gameId}: Classic World (waiting for players)</a></div>`,
    );
    expect(written.gameLinks).toEqual({ [gameId]: { name: 'Classic World', status: 1 } });
    expect(await topicPosts(created.topic_id)).toEqual([written.html]);

    // What a view serves is what is stored: a changed stored value is served as it is.
    await db()
      .update(forumPosts)
      .set({ html: STORED_MARK })
      .where(eq(forumPosts.id, created.post_id));
    expect(await topicPosts(created.topic_id)).toEqual([STORED_MARK]);

    const edited = await ann.http.json<{ success: boolean }>(
      ann.http.post(`/api/forum/posts/${created.post_id}/edit`, { body: '[i]second[/i]' }),
    );
    expect(edited.success).toBe(true);
    expect((await storedPost(created.post_id)).html).toBe(
      '<div class="bbcode"><em>second</em></div>',
    );
    expect((await storedPost(created.post_id)).gameLinks).toEqual({});
    expect(await topicPosts(created.topic_id)).toEqual([
      '<div class="bbcode"><em>second</em></div>',
    ]);
  });

  it('renders again, once, when a linked game changes status, and fills in a row never rendered', async () => {
    const gameId = await createGame(ann);
    const created = await ann.http.json<{ topic_id: number; post_id: number }>(
      ann.http.post('/api/forum/categories/2/topics', {
        title: 'Linked',
        body: `[game]${gameId}[/game]`,
      }),
    );
    await db().update(games).set({ status: 3 }).where(eq(games.id, gameId));
    const [html] = await topicPosts(created.topic_id);
    expect(html).toContain(`Game #${gameId}: Classic World (ended)`);
    expect((await storedPost(created.post_id)).html).toBe(html);
    expect((await storedPost(created.post_id)).gameLinks).toEqual({
      [gameId]: { name: 'Classic World', status: 3 },
    });

    // A row written before renderings were stored (migration 0017) is rendered on its first view.
    await db()
      .update(forumPosts)
      .set({ html: null, gameLinks: null })
      .where(eq(forumPosts.id, created.post_id));
    expect(await topicPosts(created.topic_id)).toEqual([html]);
    expect((await storedPost(created.post_id)).html).toBe(html);
  });

  it('stores a message rendered when sent and serves the stored HTML', async () => {
    const sent = await ann.http.json<{ conversation_id: number; message_id: number }>(
      ann.http.post('/messages', { to: ['Ben'], subject: 'Hi', body: '[u]hello[/u]' }),
    );
    const [row] = await db().select().from(messages).where(eq(messages.id, sent.message_id));
    expect(row!.html).toBe('<div class="bbcode"><u>hello</u></div>');
    await db().update(messages).set({ html: STORED_MARK }).where(eq(messages.id, sent.message_id));
    const thread = await ben.http.json<ConversationResponse>(
      ben.http.get(`/api/messages/${sent.conversation_id}`),
    );
    expect(thread.messages.map((message) => message.html)).toEqual([STORED_MARK]);
  });
});
