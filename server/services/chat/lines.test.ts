import { describe, expect, it } from 'vitest';
import type { StoredChatLine } from '../../db/chat';
import { chatLineFor } from './lines';

const line: StoredChatLine = {
  id: 5,
  channel: 'lobby',
  userId: 2,
  username: 'Mallory<br>',
  body: '<img src=x onerror=alert(1)>',
  revision: 9,
  deleted: false,
  createdAt: new Date('2026-11-22T14:05:09Z'),
};

describe('a chat line as a viewer receives it', () => {
  it('keeps the text as data and escapes it in the HTML fragment', () => {
    const view = chatLineFor(line, false);
    expect(view).toMatchObject({ id: 5, revision: 9, body: line.body, username: 'Mallory<br>' });
    expect(view.html).toContain('14:05');
    expect(view.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(view.html).toContain('Mallory&lt;br&gt;');
    expect(view.html).not.toMatch(/<img|<br/);
  });

  it('gives players only the id of a deleted line, moderators the whole line marked', () => {
    const deleted = { ...line, deleted: true };
    expect(chatLineFor(deleted, false)).toMatchObject({
      id: 5,
      deleted: true,
      body: '',
      username: '',
      html: '',
    });
    const moderator = chatLineFor(deleted, true);
    expect(moderator).toMatchObject({ deleted: true, body: line.body });
    expect(moderator.html).toContain('(deleted)');
  });
});
