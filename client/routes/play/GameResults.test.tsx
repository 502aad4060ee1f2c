import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../testing/markup';
import { GameResultsTable } from './GameResults';

const results = [
  { user_id: 1, username: 'Ann', rating_change: 24, tokens_change: 20 },
  { user_id: 2, username: 'Ben', rating_change: -16, tokens_change: 20 },
  { user_id: 3, username: 'Cid', rating_change: -8, tokens_change: 0 },
];

describe('the game-over results', () => {
  it("shows each person's rating and token change, the viewer's row first", () => {
    const markup = renderMarkup(<GameResultsTable results={results} me={2} />);
    const rows = [...markup.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].slice(1).map((m) => m[1]!);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('Ben (you)');
    expect(rows[0]).toContain('−16');
    expect(markup).toContain('+24');
    expect(markup).toContain('<td>+20</td>');
    expect(markup).toContain('<td>0</td>');
  });

  it('says when the game was unrated', () => {
    expect(renderMarkup(<GameResultsTable results={[]} me={2} />)).toContain(
      'This game was unrated: no rating or tokens changed.',
    );
  });
});
