import { createTokenOfType } from '@bbob/parser';
import type { LexerOptions, LexerTokenizer, Token } from '@bbob/types';
import { isTagName, MAX_NESTING } from './tags';

// @bbob's token types (its Token.ts; the package exports the factory but not these numbers).
const TYPE_WORD = 1;
const TYPE_TAG = 2;
const TYPE_ATTR_VALUE = 4;

/**
 * The tokenizer @bbob's parser runs on (its `createTokenizer` option). @bbob's own lexer takes
 * quadratic time on crafted input (1 MB of '[' took 6 s) and emits a token per word; this one
 * scans each character a bounded number of times and emits whole runs of text.
 *
 * It also settles what @bbob leaves loose, so the tree it builds is the one the renderers expect:
 * - only tags of the tag set become tags; every other bracket is text;
 * - a closing tag closes only the innermost open tag of its name, else it is text (so wrongly
 *   nested tags show as typed instead of swallowing each other);
 * - [code] takes everything up to its [/code] as text;
 * - [*] is a tag only directly inside a [list];
 * - tags deeper than MAX_NESTING are text.
 * Open tags left unclosed at the end are turned back into text by the parser itself.
 */
export function createBBCodeLexer(buffer: string, options: LexerOptions = {}): LexerTokenizer {
  const emit = options.onToken ?? (() => undefined);
  let lowercase: string | undefined;
  let nextCodeClose = -2;

  function push(type: number, value: string, start = 0, end = 0) {
    emit(createTokenOfType(type, value, 0, 0, start, end));
  }

  function tokenize(): Token[] {
    const open: string[] = [];
    let textStart = 0;
    let pos = 0;
    let nextOpen = -1;
    let nextClose = -1;
    const flushText = (upTo: number) => {
      if (upTo > textStart) push(TYPE_WORD, buffer.slice(textStart, upTo));
    };
    while (pos < buffer.length) {
      const at = buffer.indexOf('[', pos);
      if (at < 0) break;
      // Both searches are remembered, so a long run of '[' or of text costs one scan, not one per bracket.
      if (nextClose <= at) nextClose = buffer.indexOf(']', at + 1);
      if (nextClose < 0) break;
      if (nextOpen <= at) nextOpen = buffer.indexOf('[', at + 1);
      const end = nextClose + 1;
      pos = at + 1;
      if (nextOpen >= 0 && nextOpen < nextClose) continue;
      const tag = readTag(buffer, at + 1, nextClose);
      if (!tag) continue;
      if (tag.closing) {
        if (open.at(-1) !== tag.name) continue;
        flushText(at);
        push(TYPE_TAG, `/${tag.name}`, at, end);
        open.pop();
      } else if (tag.name === '*') {
        // A list item marker means something only directly inside a list.
        if (open.at(-1) !== 'list') continue;
        flushText(at);
        push(TYPE_TAG, '*', at, end);
      } else if (tag.name === 'code') {
        lowercase ??= buffer.toLowerCase();
        // Remembered like the brackets: once there is no [/code] ahead, there never will be.
        if (nextCodeClose !== -1 && nextCodeClose < end)
          nextCodeClose = lowercase.indexOf('[/code]', end);
        const closeAt = nextCodeClose;
        if (closeAt < 0 || open.length >= MAX_NESTING) continue;
        flushText(at);
        push(TYPE_TAG, 'code', at, end);
        if (tag.value !== undefined) push(TYPE_ATTR_VALUE, tag.value);
        if (closeAt > end) push(TYPE_WORD, buffer.slice(end, closeAt));
        push(TYPE_TAG, '/code', closeAt, closeAt + 7);
        pos = closeAt + 7;
      } else {
        if (open.length >= MAX_NESTING) continue;
        flushText(at);
        push(TYPE_TAG, tag.name, at, end);
        if (tag.value !== undefined) push(TYPE_ATTR_VALUE, tag.value);
        open.push(tag.name);
      }
      pos = Math.max(pos, end);
      textStart = pos;
    }
    flushText(buffer.length);
    // The parser builds its tree from the tokens as they are emitted and ignores this list;
    // keeping a million tokens alive only for it doubled the time spent collecting garbage.
    return [];
  }

  return {
    tokenize,
    // The parser asks whether a tag has a closing tag; [*] never has one, every other tag may.
    isTokenNested: (name: string) => name !== '*',
  };
}

// `[url=...]` may carry a long address; anything longer is not a tag.
const MAX_TAG_LENGTH = 2100;
const MAX_NAME_LENGTH = 'spoiler'.length;

interface RawTag {
  name: string;
  closing: boolean;
  /** What follows '=' (quotes removed); undefined when there is no '='. */
  value: string | undefined;
}

/** Reads `name`, `/name` or `name=value` between the brackets; undefined unless it is one of the tag set. */
function readTag(buffer: string, from: number, to: number): RawTag | undefined {
  if (to - from > MAX_TAG_LENGTH || to === from) return undefined;
  const closing = buffer[from] === '/';
  const nameStart = closing ? from + 1 : from;
  let nameEnd = nameStart;
  // Tag names are short: looking further for '=' could make a long text cost a scan per bracket.
  while (nameEnd < to && nameEnd - nameStart <= MAX_NAME_LENGTH && buffer[nameEnd] !== '=')
    nameEnd++;
  if (nameEnd - nameStart > MAX_NAME_LENGTH) return undefined;
  const name = buffer.slice(nameStart, nameEnd).toLowerCase();
  if (!isTagName(name)) return undefined;
  if (nameEnd === to) return { name, closing, value: undefined };
  if (closing) return undefined;
  return { name, closing, value: unquote(buffer.slice(nameEnd + 1, to)) };
}

function unquote(value: string): string {
  const first = value[0];
  if (value.length >= 2 && (first === '"' || first === "'") && value.at(-1) === first) {
    return value.slice(1, -1);
  }
  return value;
}
