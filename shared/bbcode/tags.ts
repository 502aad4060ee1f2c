// The one BBCode tag set of the site (forum posts, private messages, the formatter tool) and the
// checks on what its attributes may hold. Anything outside it is shown as the text that was typed.

export const TAG_NAMES = [
  'b',
  'i',
  'u',
  's',
  'url',
  'img',
  'quote',
  'code',
  'list',
  '*',
  'color',
  'size',
  'spoiler',
  'game',
] as const;
export type TagName = (typeof TAG_NAMES)[number];

const TAG_SET: ReadonlySet<string> = new Set(TAG_NAMES);

export function isTagName(name: string): name is TagName {
  return TAG_SET.has(name);
}

/** Colour names a post may use; the browser knows each of them (CSS named colours). */
export const COLOR_NAMES = [
  'black',
  'white',
  'gray',
  'grey',
  'silver',
  'red',
  'darkred',
  'crimson',
  'orangered',
  'tomato',
  'coral',
  'salmon',
  'orange',
  'darkorange',
  'gold',
  'yellow',
  'khaki',
  'olive',
  'lime',
  'green',
  'darkgreen',
  'seagreen',
  'teal',
  'cyan',
  'aqua',
  'turquoise',
  'skyblue',
  'lightblue',
  'blue',
  'darkblue',
  'navy',
  'royalblue',
  'indigo',
  'purple',
  'violet',
  'magenta',
  'fuchsia',
  'pink',
  'hotpink',
  'brown',
  'chocolate',
  'maroon',
  'tan',
  'beige',
] as const;

const COLOR_SET: ReadonlySet<string> = new Set(COLOR_NAMES);

function isHexDigit(char: string): boolean {
  return (char >= '0' && char <= '9') || (char >= 'a' && char <= 'f');
}

/** A colour as `[color=...]` may give it: a known name or #rgb / #rrggbb; undefined otherwise. */
export function parseColor(raw: string): string | undefined {
  const value = raw.trim().toLowerCase();
  if (COLOR_SET.has(value)) return value;
  if (value[0] !== '#' || (value.length !== 4 && value.length !== 7)) return undefined;
  for (const char of value.slice(1)) if (!isHexDigit(char)) return undefined;
  return value;
}

/** `[size=N]` is a percentage of the normal size, kept within these bounds and snapped to a step. */
export const SIZE_STEPS = [50, 75, 100, 125, 150, 175, 200] as const;
export type SizeStep = (typeof SIZE_STEPS)[number];

function isDigits(value: string, maxLength: number): boolean {
  if (value.length === 0 || value.length > maxLength) return false;
  for (const char of value) if (char < '0' || char > '9') return false;
  return true;
}

/** The size step for `[size=N]` (N clamped to 50..200); undefined when N is not a whole number. */
export function parseSize(raw: string): SizeStep | undefined {
  const value = raw.trim();
  if (!isDigits(value, 6)) return undefined;
  const percent = Number(value);
  let best: SizeStep = SIZE_STEPS[0];
  for (const step of SIZE_STEPS) {
    if (Math.abs(step - percent) < Math.abs(best - percent)) best = step;
  }
  return best;
}

/** Game ids are database ids: whole numbers 1..2147483647. */
export function parseGameId(raw: string): number | undefined {
  const value = raw.trim();
  if (!isDigits(value, 10)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= 2 ** 31 - 1 ? id : undefined;
}

// Relative links resolve against a placeholder origin: only the scheme matters for the check.
const PLACEHOLDER_BASE = 'https://relative.invalid/';

// Never part of an address as typed (they are written %20, %22, ...). Browsers and Node's URL
// parser disagree on hosts holding them, so refusing them keeps client and server in step.
const NOT_IN_ADDRESSES = new Set([' ', '"', "'", '<', '>', '\\', '`', '{', '}', '|', '^']);

function hasForbiddenCharacter(value: string): boolean {
  for (const char of value) {
    if (NOT_IN_ADDRESSES.has(char) || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
      return true;
  }
  return false;
}

/**
 * A link target for `[url]`: http, https or relative (to this site); undefined for every other
 * scheme (javascript:, data:, vbscript:, ...) and for text with spaces, quotes or control
 * characters. The WHATWG URL parser is the one browsers use.
 */
export function safeLinkUrl(raw: string): string | undefined {
  const value = raw.trim();
  if (value.length === 0 || value.length > 2000 || hasForbiddenCharacter(value)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value, PLACEHOLDER_BASE);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  return parsed.origin === new URL(PLACEHOLDER_BASE).origin
    ? parsed.pathname + parsed.search + parsed.hash
    : parsed.href;
}

/** An image source for `[img]`: an absolute http or https address only. */
export function safeImageUrl(raw: string): string | undefined {
  const value = raw.trim();
  if (value.length === 0 || value.length > 2000 || hasForbiddenCharacter(value)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return undefined;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
}

/** Quote authors are names shown as text; a very long one is not an author. */
export const QUOTE_AUTHOR_MAX_LENGTH = 64;

/** Tags nested deeper than this are shown as text: the renderers recurse, and posts stay readable. */
export const MAX_NESTING = 20;
