import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CallFailure, retryDelay, routeMutation, shouldRetry, unwrap } from './query';

describe('server state queries', () => {
  it('try again only what got no answer or a server failure, three times at most', () => {
    expect(shouldRetry(0, new CallFailure('Network error - offline', 0))).toBe(true);
    expect(shouldRetry(2, new CallFailure('502 Bad Gateway', 502))).toBe(true);
    expect(shouldRetry(3, new CallFailure('502 Bad Gateway', 502))).toBe(false);
    expect(shouldRetry(0, new CallFailure('There is no such game.', 404))).toBe(false);
    expect(shouldRetry(0, new CallFailure('Slow down.', 429))).toBe(false);
  });

  it('back off 1 s, 2 s, 4 s, ... up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('hold a refusal as an error with its text and status', async () => {
    await expect(unwrap(Promise.resolve({ ok: true, status: 200, data: [1] }))).resolves.toEqual([
      1,
    ]);
    const refused = unwrap(
      Promise.resolve({ ok: false, status: 404, error: 'Map not found.', body: null }),
    );
    await expect(refused).rejects.toThrow('Map not found.');
    await expect(refused).rejects.toMatchObject({ status: 404 });
  });

  it('mark stale, after a write, every cached call of the routes it changes and no other', async () => {
    const client = new QueryClient();
    const topic = ['GET /api/forum/topics/:topicId', { params: { topicId: 7 } }];
    const otherTopic = ['GET /api/forum/topics/:topicId', { params: { topicId: 8 } }];
    const inbox = ['GET /api/messages', {}];
    for (const key of [topic, otherTopic, inbox]) client.setQueryData(key, { success: true });
    const seen: unknown[] = [];
    const write = routeMutation(
      'POST /api/forum/topics/:topicId/posts',
      {
        invalidates: ['GET /api/forum/topics/:topicId'],
        onSuccess: (reply, input) => seen.push(reply.post_id, input.params.topicId),
      },
      client,
    );
    expect(write.mutationKey).toEqual(['POST /api/forum/topics/:topicId/posts']);
    await write.onSuccess(
      { success: true, topic_id: 7, post_id: 70 },
      { params: { topicId: 7 }, body: { body: 'Hi' } },
    );
    expect(client.getQueryState(topic)?.isInvalidated).toBe(true);
    expect(client.getQueryState(otherTopic)?.isInvalidated).toBe(true);
    expect(client.getQueryState(inbox)?.isInvalidated).toBe(false);
    expect(seen).toEqual([70, 7]);
  });
});
