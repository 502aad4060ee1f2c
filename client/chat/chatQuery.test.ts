/**
 * One chat's lines in the cache: each `/chat` read asks only for what changed since the newest
 * revision held, and lines pushed or sent while a read is out are kept when it arrives.
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatLineData } from '../../shared/protocol/chat';
import type { HttpClient, HttpResult } from '../net/http';
import { addChatLines, chatQuery, type ChatLines } from './chatQuery';

const target = { room_id: 'game', game_id: 3 } as const;

const line = (id: number, revision = id, body = `line ${id}`): ChatLineData => ({
  id,
  revision,
  user_id: 1,
  username: 'Ann',
  body,
  created_at: '2026-11-27T12:00:00Z',
  deleted: false,
  html: body,
});

/** `/chat` answering each read with the next of `replies`, recording what each read asked. */
function chatServer(replies: ChatLineData[][]) {
  const asked: unknown[] = [];
  let answer: (() => void) | undefined;
  const http: HttpClient = {
    get: () => Promise.reject(new Error('unexpected GET')),
    post: <T>(_url: string, body: unknown) => {
      asked.push((body as { last_updated: number }).last_updated);
      const reply = { success: true, lines: replies.shift() ?? [], last_updated: 0 };
      return new Promise<HttpResult<T>>((resolve) => {
        answer = () => resolve({ ok: true, status: 200, data: reply as T });
      });
    },
    session: () => Promise.reject(new Error('unexpected session')),
  };
  return { http, asked, answer: () => answer!() };
}

const stops: (() => void)[] = [];
afterEach(() => {
  while (stops.length > 0) stops.pop()!();
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a chat’s lines', () => {
  it('asks for what changed since the newest revision, keeping what arrived meanwhile', async () => {
    const server = chatServer([[line(1), line(2)], [line(2, 5, 'edited')]]);
    const client = new QueryClient();
    const observer = new QueryObserver(client, chatQuery(target, 'live', server.http));
    stops.push(observer.subscribe(() => undefined));
    const lines = () => client.getQueryData<ChatLines>(chatQuery(target, 'live').queryKey);
    await settled();
    server.answer();
    await settled();
    expect(lines()?.lines.map((l) => l.id)).toEqual([1, 2]);

    // The room pushes line 3 and the viewer sends line 4; then a read goes out.
    addChatLines(client, target, [line(3)]);
    addChatLines(client, target, [line(4)]);
    const read = observer.refetch();
    // Line 6 is pushed while the read is out.
    addChatLines(client, target, [line(6)]);
    server.answer();
    await read;
    expect(server.asked).toEqual([0, 4]);
    expect(lines()?.lines.map((l) => [l.id, l.body])).toEqual([
      [1, 'line 1'],
      [2, 'edited'],
      [3, 'line 3'],
      [4, 'line 4'],
      [6, 'line 6'],
    ]);
    expect(lines()?.revision).toBe(6);
  });

  it('keeps the newest revision of a line a player no longer sees, so it is not asked for again', async () => {
    const deleted = { ...line(2, 9, ''), deleted: true };
    const server = chatServer([[line(1), deleted], []]);
    const client = new QueryClient();
    const observer = new QueryObserver(client, chatQuery(target, 'live', server.http));
    stops.push(observer.subscribe(() => undefined));
    await settled();
    server.answer();
    await settled();
    const read = observer.refetch();
    server.answer();
    await read;
    expect(server.asked).toEqual([0, 9]);
    expect(observer.getCurrentResult().data?.lines.map((l) => l.id)).toEqual([1]);
  });
});
