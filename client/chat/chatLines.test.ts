import { describe, expect, it } from 'vitest';
import type { ChatLineData } from '../../shared/protocol/chat';
import { lastRevision, mergeChatLines, visibleChatLines } from './chatLines';

const line = (id: number, revision: number, change: Partial<ChatLineData> = {}): ChatLineData => ({
  id,
  revision,
  user_id: 1,
  username: 'ann',
  body: `line ${id}`,
  created_at: '2026-11-22T12:00:00.000Z',
  deleted: false,
  html: '',
  ...change,
});

describe('chat lines', () => {
  it('upserts by id in id order and ignores an older revision', () => {
    const merged = mergeChatLines([line(2, 2)], [line(1, 1), line(2, 5, { body: 'new' })]);
    expect(merged.map((l) => [l.id, l.body])).toEqual([
      [1, 'line 1'],
      [2, 'new'],
    ]);
    expect(mergeChatLines(merged, [line(2, 3, { body: 'stale' })])[1]!.body).toBe('new');
  });

  it("drops a line deleted in a player's view, keeps it marked for moderators", () => {
    const start = [line(1, 1), line(2, 2)];
    expect(
      mergeChatLines(start, [line(1, 3, { deleted: true, body: '' })]).map((l) => l.id),
    ).toEqual([2]);
    const moderator = mergeChatLines(start, [line(1, 3, { deleted: true })]);
    expect(visibleChatLines(moderator, false).map((l) => l.id)).toEqual([2]);
    expect(visibleChatLines(moderator, true).map((l) => l.id)).toEqual([1, 2]);
  });

  it('remembers the highest revision for the next poll', () => {
    expect(lastRevision([line(1, 4), line(2, 9)], 3)).toBe(9);
    expect(lastRevision([], 7)).toBe(7);
  });
});
