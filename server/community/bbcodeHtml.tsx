import { renderToStaticMarkup } from 'react-dom/server';
import { BBCode, type GameLinks } from '../../shared/bbcode/BBCode';

/** A BBCode text as an HTML fragment: the client's own component, rendered on the server (text escaped). */
export function bbcodeHtml(source: string, games: GameLinks = {}): string {
  return renderToStaticMarkup(<BBCode source={source} games={games} />);
}
