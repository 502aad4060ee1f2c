import { describe, expect, it } from 'vitest';
import { parseBBCode } from '../../../shared/bbcode/parse';
import { formatAsBBCode, linkify } from './formatter';

describe('formatAsBBCode', () => {
  it('turns bullet and numbered lines into lists', () => {
    expect(formatAsBBCode('Plan:\n- hold Australia\n- take Asia\n1. first\n2) second')).toBe(
      'Plan:\n[list]\n[*]hold Australia\n[*]take Asia\n[/list]\n[list=1]\n[*]first\n[*]second\n[/list]',
    );
  });

  it('lines up a pasted table of results in a code block', () => {
    expect(formatAsBBCode('Player\tWins\tGames\nAnn\t12\t20\nBenedict\t3\t9')).toBe(
      '[code]\nPlayer    Wins  Games\nAnn       12    20\nBenedict  3     9\n[/code]',
    );
    expect(formatAsBBCode('Ann   12\nBen   3')).toBe('[code]\nAnn  12\nBen  3\n[/code]');
  });

  it('links bare addresses, without the punctuation after them, and leaves BBCode alone', () => {
    expect(linkify('See https://example.com/maps?id=3.')).toBe(
      'See [url]https://example.com/maps?id=3[/url].',
    );
    expect(linkify('[url=https://a.com]a[/url] https://b.com')).toBe(
      '[url=https://a.com]a[/url] https://b.com',
    );
  });

  it('gives BBCode that parses into the intended elements', () => {
    const nodes = parseBBCode(formatAsBBCode('- a https://a.com\n- b'));
    expect(nodes).toEqual([
      {
        tag: 'list',
        ordered: false,
        items: [['a ', { tag: 'url', href: 'https://a.com/', children: ['https://a.com'] }], ['b']],
      },
    ]);
  });
});
