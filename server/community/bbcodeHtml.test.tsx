import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CRAFTED_INPUTS,
  FIXTURE_GAMES,
  KNOWN_ANSWERS,
  XSS_CORPUS,
} from '../../test/support/bbcodeKnownAnswers';
import { gameIdsIn, parseBBCode } from '../../shared/bbcode/parse';
import { bbcodeHtml } from './bbcodeHtml';

const inner = (html: string) => {
  expect(html.startsWith('<div class="bbcode">') && html.endsWith('</div>')).toBe(true);
  return html.slice('<div class="bbcode">'.length, -'</div>'.length);
};

const ALLOWED_TAGS = new Set([
  'div',
  'strong',
  'em',
  'u',
  's',
  'a',
  'img',
  'blockquote',
  'cite',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'font',
  'span',
  'details',
  'summary',
]);
const ALLOWED_ATTRIBUTES = new Set([
  'class',
  'href',
  'src',
  'alt',
  'loading',
  'referrerpolicy',
  'rel',
  'color',
]);

/**
 * Checks markup structurally: React escapes '<' in text and attribute values, so every '<' left
 * is a tag of ours. Each tag and attribute must be one the renderers write, and every address
 * must be http(s) or a path on this site.
 */
function expectSafeMarkup(html: string) {
  for (const [, closing, name, attributes] of html.matchAll(/<(\/?)([a-z]+)([^>]*)>/g)) {
    expect(ALLOWED_TAGS.has(name!), `tag <${name}> in ${html}`).toBe(true);
    if (closing) continue;
    const rest = attributes!.replace(
      /\s([a-zA-Z]+)="([^"]*)"/g,
      (_all, attribute: string, value: string) => {
        expect(ALLOWED_ATTRIBUTES.has(attribute.toLowerCase()), `${attribute} in ${html}`).toBe(
          true,
        );
        if (attribute === 'href' || attribute === 'src') {
          expect(value, html).toMatch(/^(https?:\/\/|\/(?!\/))/);
        }
        if (attribute === 'color') expect(value).toMatch(/^([a-z]+|#[0-9a-f]{3}|#[0-9a-f]{6})$/);
        return '';
      },
    );
    expect(rest.replace('/', '').trim(), `stray attribute text in ${html}`).toBe('');
  }
}

describe('BBCode rendered on the server', () => {
  it.each(KNOWN_ANSWERS)('%j renders to its known HTML', (source, expected) => {
    expect(inner(bbcodeHtml(source, FIXTURE_GAMES))).toBe(expected);
  });

  it.each(XSS_CORPUS)('%j renders nothing that could run', (source) => {
    const html = bbcodeHtml(source, FIXTURE_GAMES);
    expectSafeMarkup(html);
    // Typed text may say "javascript:" as much as it likes: it is text, never an address.
    expect(html).not.toContain('<script');
  });

  it('keeps every random mix of tags, brackets and markup safe, and never throws', () => {
    const piece = fc.constantFrom(
      '[b]',
      '[/b]',
      '[url=',
      '[url]',
      '[/url]',
      '[img]',
      '[/img]',
      '[quote=',
      '[/quote]',
      '[list]',
      '[*]',
      '[/list]',
      '[code]',
      '[/code]',
      '[color=',
      '[/color]',
      '[size=',
      '[spoiler]',
      '[game]',
      '[/game]',
      '[',
      ']',
      '=',
      '"',
      "'",
      '<',
      '>',
      '&',
      ' on',
      'javascript:',
      'x',
      '1',
      '\n',
      'https://a.b/',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => {
        expectSafeMarkup(bbcodeHtml(pieces.join(''), FIXTURE_GAMES));
      }),
      { numRuns: 500 },
    );
  });

  it('lists the game ids a text links to, each once', () => {
    const nodes = parseBBCode(
      '[game]3[/game] [quote][game]7[/game][/quote] [list][*][game]3[/game][/list]',
    );
    expect(gameIdsIn(nodes).sort()).toEqual([3, 7]);
  });
});

describe('the BBCode parser on crafted input', () => {
  it.each(Object.entries(CRAFTED_INPUTS))('%s (1 MB) parses in linear time', (_name, input) => {
    const started = performance.now();
    parseBBCode(input);
    // The benchmark measures it; this bound only catches quadratic blow-ups (@bbob's own lexer
    // took 6 s on 1 MB of '[' and minutes on some others), with room for a loaded machine.
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('shows tags nested deeper than the limit as text instead of recursing without end', () => {
    const html = bbcodeHtml('[quote]'.repeat(10_000) + 'deep' + '[/quote]'.repeat(10_000));
    expect(html.match(/<blockquote/g)).toHaveLength(20);
    expect(html).toContain('deep');
  });
});
