import { describe, expect, it } from 'vitest';
import { SIGNED_IN, renderMarkup, tags } from '../../testing/markup';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { HomePage } from './HomePage';

const hrefs = (markup: string) => tags(markup, 'a').map((a) => a.href);

describe('HomePage', () => {
  it('explains the game and invites a guest to register or browse the lobby', () => {
    const markup = renderMarkup(<HomePage />);
    expect(markup).toMatch(/<h1[^>]*>Conquer the world, one turn at a time.<\/h1>/);
    expect(markup).toContain('Eight ways to win');
    expect(hrefs(markup)).toEqual(expect.arrayContaining(['/register', '/lobby', '/maps']));
  });

  it('welcomes a signed-in player back', () => {
    const markup = renderMarkup(<HomePage />, { session: SIGNED_IN });
    expect(markup).toContain('Welcome, <strong>alice</strong>');
    expect(hrefs(markup)).not.toContain('/register');
    expect(hrefs(markup)).toContain('/game/create');
  });

  it('has one h1 and a labelled picture', () => {
    const markup = renderMarkup(<HomePage />);
    expect(markup.match(/<h1/g)).toHaveLength(1);
    expect(markup).toMatch(/<svg[^>]*role="img"[^>]*aria-label="[^"]+"/);
  });
});

describe('NotFoundPage', () => {
  it('names the missing path and links back', () => {
    const markup = renderMarkup(<NotFoundPage />, { path: '/nowhere' });
    expect(markup).toContain('<code>/nowhere</code>');
    expect(hrefs(markup)).toContain('/');
  });
});
