import { findUserById, toSessionUser } from '../../server/db/users';
import { replyToTopic } from '../../server/community/forum/writing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CategoryPageResponse,
  ForumIndexResponse,
  ReportsResponse,
  SearchResponse,
  TopicPageResponse,
} from '../../shared/protocol/forum';
import { POSTS_PER_PAGE, POST_BODY_MAX_LENGTH } from '../../shared/protocol/forum';
import { registerPlayer, type TestPlayer } from '../support/gameClients';
import { HttpClient } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let ann: TestPlayer;
let ben: TestPlayer;
let moderator: HttpClient;
let guest: HttpClient;

async function call<T = Record<string, unknown>>(response: Promise<Response>) {
  const res = await response;
  return {
    status: res.status,
    body: (await res.json()) as T & { success: boolean; error?: string },
  };
}

const topicPage = (http: HttpClient, id: number, query = '') =>
  call<TopicPageResponse>(http.get(`/api/forum/topics/${id}${query}`));

async function newTopic(http: HttpClient, title: string, body: string, categoryId = 2) {
  const created = await call<{ topic_id: number; post_id: number }>(
    http.post(`/api/forum/categories/${categoryId}/topics`, { title, body }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body;
}

beforeAll(async () => {
  server = await startTestServer();
  ann = await registerPlayer(server.baseUrl, 'Ann');
  ben = await registerPlayer(server.baseUrl, 'Ben');
  moderator = new HttpClient(server.baseUrl);
  await moderator.login('admin', 'admin-password');
  guest = new HttpClient(server.baseUrl);
});
afterAll(() => server?.stop());

describe('forum topics and posts', () => {
  it('lists the seeded categories to guests', async () => {
    const index = await call<ForumIndexResponse>(guest.get('/api/forum'));
    expect(index.status).toBe(200);
    expect(index.body.categories.map((c) => c.name)).toContain('General');
    expect(index.body.categories[0]!.name).toBe('Announcements');
  });

  it('counts every visible post of a category, the first posts and the replies', async () => {
    const counts = async () =>
      (await call<ForumIndexResponse>(guest.get('/api/forum'))).body.categories.find(
        (c) => c.id === 5,
      )!;
    const before = await counts();
    const { topic_id: topicId } = await newTopic(ann.http, 'Counted', 'One', 5);
    server.clock.advance(1000);
    await call(ben.http.post(`/api/forum/topics/${topicId}/posts`, { body: 'Two' }));
    expect(await counts()).toMatchObject({
      topic_count: before.topic_count + 1,
      post_count: before.post_count + 2,
      last_post: { topic_id: topicId, user_id: ben.userId, username: 'Ben' },
    });
  });

  it('pages a long topic, marks what the reader has not seen, and moves the marker as they read', async () => {
    server.clock.advance(1000);
    const { topic_id: topicId } = await newTopic(
      ann.http,
      'Dice odds',
      'First post about [b]dice[/b].',
    );
    // A long topic, written through the service: over HTTP one author would meet the posting limit.
    const author = toSessionUser((await findUserById(server.app.context.db, ann.userId))!);
    for (let i = 2; i <= POSTS_PER_PAGE + 5; i++) {
      server.clock.advance(1000);
      const reply = await replyToTopic(server.app.context, author, topicId, `Reply ${i}`);
      expect(reply.status).toBe(200);
    }
    const category = await call<CategoryPageResponse>(ben.http.get('/api/forum/categories/2'));
    const summary = category.body.topics.find((t) => t.id === topicId)!;
    expect(summary).toMatchObject({
      title: 'Dice odds',
      author_id: ann.userId,
      author: 'Ann',
      last_post: { user_id: ann.userId, username: 'Ann' },
      reply_count: POSTS_PER_PAGE + 4,
      unread: true,
    });
    expect(summary.last_post.username).toBe('Ann');
    expect(
      (await call<ForumIndexResponse>(ben.http.get('/api/forum'))).body.categories[1]!.unread,
    ).toBe(true);

    const first = await topicPage(ben.http, topicId);
    expect(first.body).toMatchObject({ page: 1, pages: 2 });
    expect(first.body.posts).toHaveLength(POSTS_PER_PAGE);
    expect(first.body.posts[0]!.html).toBe(
      '<div class="bbcode">First post about <strong>dice</strong>.</div>',
    );
    expect(first.body.first_unread_post_id).toBe(first.body.posts[0]!.id);
    const stillUnread = await call<CategoryPageResponse>(ben.http.get('/api/forum/categories/2'));
    expect(stillUnread.body.topics.find((t) => t.id === topicId)!.unread).toBe(true);

    const second = await topicPage(ben.http, topicId, '?page=2');
    expect(second.body.posts.map((p) => p.body)).toEqual(
      Array.from({ length: 5 }, (_, i) => `Reply ${POSTS_PER_PAGE + 1 + i}`),
    );
    const read = await call<CategoryPageResponse>(ben.http.get('/api/forum/categories/2'));
    expect(read.body.topics.find((t) => t.id === topicId)!.unread).toBe(false);
    // The author's own posts are never unread to them.
    const own = await call<CategoryPageResponse>(ann.http.get('/api/forum/categories/2'));
    expect(own.body.topics.find((t) => t.id === topicId)!.unread).toBe(false);

    server.clock.advance(1000);
    const reply = await call<{ post_id: number }>(
      ann.http.post(`/api/forum/topics/${topicId}/posts`, { body: 'One more' }),
    );
    const jump = await topicPage(ben.http, topicId, `?post=${reply.body.post_id}`);
    expect(jump.body.page).toBe(2);
    expect(jump.body.first_unread_post_id).toBe(reply.body.post_id);
  });

  it('lets authors edit their own posts with an edited mark, and nobody else', async () => {
    const { topic_id: topicId, post_id: postId } = await newTopic(ann.http, 'Editing', 'Tpyo');
    const quote = await call<{ post_id: number }>(
      ben.http.post(`/api/forum/topics/${topicId}/posts`, {
        body: '[quote=Ann]Tpyo[/quote]\nSpelling!',
      }),
    );
    expect(quote.status).toBe(200);
    expect(
      (await call(ben.http.post(`/api/forum/posts/${postId}/edit`, { body: 'Hijack' }))).status,
    ).toBe(403);
    server.clock.advance(60_000);
    const edited = await call(ann.http.post(`/api/forum/posts/${postId}/edit`, { body: 'Typo' }));
    expect(edited.status).toBe(200);
    const page = await topicPage(guest, topicId);
    expect(page.body.posts[0]).toMatchObject({
      body: 'Typo',
      edited_at: server.clock.now.toISOString(),
    });
    expect(page.body.posts[1]!.edited_at).toBeNull();
    expect(page.body.posts[1]!.html).toContain('<cite class="bb-quote__author">Ann wrote:</cite>');
  });

  it('refuses bad input with clear 4xx answers', async () => {
    const tooLong = await call(
      ann.http.post('/api/forum/categories/2/topics', {
        title: 'Long',
        body: 'x'.repeat(POST_BODY_MAX_LENGTH + 1),
      }),
    );
    expect(tooLong).toMatchObject({
      status: 422,
      body: { error: 'The post can be at most 20,000 characters long.' },
    });
    expect(
      (await call(ann.http.post('/api/forum/categories/2/topics', { title: '  ', body: 'x' }))).body
        .error,
    ).toBe('The title is missing.');
    expect(
      (
        await call(
          ann.http.post('/api/forum/categories/2/topics', { title: 'a\u0000b', body: 'x' }),
        )
      ).status,
    ).toBe(422);
    expect(
      (await call(ann.http.post('/api/forum/categories/99/topics', { title: 'x', body: 'x' })))
        .status,
    ).toBe(404);
    expect((await call(ann.http.get('/api/forum/topics/2147483648'))).status).toBe(404);
    expect((await call(ann.http.get('/api/forum/topics/abc'))).status).toBe(404);
    expect(
      (await call(guest.post('/api/forum/categories/2/topics', { title: 'x', body: 'x' }))).status,
    ).toBe(401);
  });

  it('previews a post with its game links, and says what is wrong with a bad one', async () => {
    const preview = await call<{ html: string; games: object }>(
      ann.http.post('/api/forum/preview', { body: '[i]soon[/i] [game]999[/game] <script>' }),
    );
    expect(preview.body.html).toBe(
      '<div class="bbcode"><em>soon</em> <span class="bb-game bb-game--missing">Game #999 (no such game)</span> &lt;script&gt;</div>',
    );
    const empty = await call(ann.http.post('/api/forum/preview', { body: '' }));
    expect(empty).toMatchObject({
      status: 422,
      body: { success: false, error: 'The post is empty.' },
    });
  });
});

describe('forum moderation', () => {
  it('keeps moderation to moderators, and restores a deleted post exactly', async () => {
    const { topic_id: topicId } = await newTopic(ann.http, 'Moderated', 'Opening post');
    server.clock.advance(1000);
    const bad = await call<{ post_id: number }>(
      ben.http.post(`/api/forum/topics/${topicId}/posts`, { body: 'Rude [b]words[/b]' }),
    );
    const before = (await topicPage(moderator, topicId)).body.posts[1]!;

    expect((await call(ben.http.post(`/api/forum/posts/${bad.body.post_id}/delete`))).status).toBe(
      403,
    );
    expect((await call(guest.post(`/api/forum/posts/${bad.body.post_id}/delete`))).status).toBe(
      401,
    );
    expect((await call(moderator.post(`/api/forum/posts/${bad.body.post_id}/delete`))).status).toBe(
      200,
    );

    const seenByPlayer = (await topicPage(ann.http, topicId)).body.posts[1]!;
    expect(seenByPlayer).toMatchObject({
      deleted: true,
      body: '',
      html: '<div class="bbcode"></div>',
    });
    const seenByModerator = (await topicPage(moderator, topicId)).body.posts[1]!;
    expect(seenByModerator).toMatchObject({ deleted: true, body: 'Rude [b]words[/b]' });
    // The topic's last post is the newest visible one.
    const listed = await call<CategoryPageResponse>(ann.http.get('/api/forum/categories/2'));
    expect(listed.body.topics.find((t) => t.id === topicId)!.last_post.username).toBe('Ann');
    expect(
      (await call(ben.http.post(`/api/forum/posts/${bad.body.post_id}/edit`, { body: 'x' })))
        .status,
    ).toBe(403);

    expect(
      (await call(moderator.post(`/api/forum/posts/${bad.body.post_id}/restore`))).status,
    ).toBe(200);
    expect((await topicPage(moderator, topicId)).body.posts[1]).toEqual(before);
  });

  it('locks, pins, moves, deletes and restores topics', async () => {
    const { topic_id: topicId } = await newTopic(ben.http, 'Lock me', 'Body');
    expect((await call(ben.http.post(`/api/forum/topics/${topicId}/lock`))).status).toBe(403);
    expect((await call(moderator.post(`/api/forum/topics/${topicId}/lock`))).body).toMatchObject({
      locked: true,
    });
    const refused = await call(
      ben.http.post(`/api/forum/topics/${topicId}/posts`, { body: 'Let me in' }),
    );
    expect(refused).toMatchObject({ status: 403, body: { error: 'This topic is locked.' } });
    expect((await topicPage(ben.http, topicId)).body.can_reply).toBe(false);
    expect(
      (await call(moderator.post(`/api/forum/topics/${topicId}/posts`, { body: 'Locked.' })))
        .status,
    ).toBe(200);

    await call(moderator.post(`/api/forum/topics/${topicId}/pin`));
    const pinned = await call<CategoryPageResponse>(ann.http.get('/api/forum/categories/2'));
    expect(pinned.body.topics[0]).toMatchObject({ id: topicId, pinned: true });

    expect(
      (await call(moderator.post(`/api/forum/topics/${topicId}/move`, { category_id: 99 }))).status,
    ).toBe(404);
    expect(
      (await call(moderator.post(`/api/forum/topics/${topicId}/move`, { category_id: 6 }))).status,
    ).toBe(200);
    expect((await topicPage(ann.http, topicId)).body.topic.category).toEqual({
      id: 6,
      name: 'Off-topic',
    });

    await call(moderator.post(`/api/forum/topics/${topicId}/delete`));
    expect((await topicPage(ann.http, topicId)).status).toBe(404);
    const hidden = await call<CategoryPageResponse>(ann.http.get('/api/forum/categories/6'));
    expect(hidden.body.topics.map((t) => t.id)).not.toContain(topicId);
    expect((await topicPage(moderator, topicId)).body.topic.deleted).toBe(true);
    await call(moderator.post(`/api/forum/topics/${topicId}/restore`));
    expect((await topicPage(ann.http, topicId)).body.topic).toMatchObject({
      deleted: false,
      locked: true,
      pinned: true,
    });
  });

  it('puts reports of posts in the moderators queue', async () => {
    const { post_id: postId } = await newTopic(ben.http, 'Spam', 'Buy gold');
    const filed = await call(
      ann.http.post(`/api/forum/posts/${postId}/report`, { reason: 'Spam' }),
    );
    expect(filed.status).toBe(200);
    const again = await call(
      ann.http.post(`/api/forum/posts/${postId}/report`, { reason: 'Spam!' }),
    );
    expect(again).toMatchObject({
      status: 409,
      body: { error: 'You have already reported this post.' },
    });
    expect((await call(ann.http.get('/api/forum/reports'))).status).toBe(403);
    expect(await call(guest.get('/api/forum/reports'))).toMatchObject({
      status: 401,
      body: { success: false, error: 'You need to be logged in to do that.' },
    });
    const queue = await call<ReportsResponse>(moderator.get('/api/forum/reports'));
    expect(queue.body.reports[0]).toMatchObject({
      post_id: postId,
      reporter_id: ann.userId,
      reporter: 'Ann',
      post_author_id: ben.userId,
      post_author: 'Ben',
      reason: 'Spam',
      status: 'open',
      topic_title: 'Spam',
    });
    const id = queue.body.reports[0]!.id;
    expect((await call(moderator.post(`/api/forum/reports/${id}/resolve`))).status).toBe(200);
    expect((await call(moderator.post(`/api/forum/reports/${id}/dismiss`))).status).toBe(404);
    const resolved = await call<ReportsResponse>(
      moderator.get('/api/forum/reports?status=resolved'),
    );
    expect(resolved.body.reports.map((r) => r.id)).toContain(id);
  });
});

describe('forum search', () => {
  it('finds posts by their words and topics by their titles, not deleted ones', async () => {
    const { topic_id: topicId, post_id: firstId } = await newTopic(
      ann.http,
      'Kamchatka strategies',
      'Hold [b]Alaska[/b] early.',
    );
    const reply = await call<{ post_id: number }>(
      ben.http.post(`/api/forum/topics/${topicId}/posts`, {
        body: 'Fortifying through Siberia works.',
      }),
    );
    const search = (q: string) =>
      call<SearchResponse>(guest.get(`/api/forum/search?q=${encodeURIComponent(q)}`));
    expect((await search('kamchatka')).body.hits.map((h) => h.post_id)).toEqual([firstId]);
    expect((await search('alaska')).body.hits[0]).toMatchObject({
      post_id: firstId,
      user_id: ann.userId,
      username: 'Ann',
      excerpt: 'Hold Alaska early.',
    });
    // English stemming: "fortify" finds "Fortifying".
    expect((await search('fortify siberia')).body.hits.map((h) => h.post_id)).toEqual([
      reply.body.post_id,
    ]);
    expect((await search('"siberia works"')).body.hits).toHaveLength(1);
    expect((await search('siberia -fortifying')).body.hits).toHaveLength(0);
    await call(moderator.post(`/api/forum/posts/${reply.body.post_id}/delete`));
    expect((await search('siberia')).body.hits).toHaveLength(0);
    expect((await search('')).status).toBe(422);
  });
});
