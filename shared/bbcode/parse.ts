import { parse as bbobParse } from '@bbob/parser';
import type { TagNode } from '@bbob/plugin-helper';
import type { NodeContent, TagNodeTree } from '@bbob/types';
import { createBBCodeLexer } from './lexer';
import {
  parseColor,
  parseGameId,
  parseSize,
  QUOTE_AUTHOR_MAX_LENGTH,
  safeImageUrl,
  safeLinkUrl,
  type SizeStep,
} from './tags';

/** A post as the renderers see it: text, and elements of the tag set whose attributes passed their checks. */
export type BBNode = string | BBElement;

export type BBElement =
  | { tag: 'b' | 'i' | 'u' | 's' | 'spoiler'; children: BBNode[] }
  | { tag: 'url'; href: string; children: BBNode[] }
  | { tag: 'img'; src: string }
  | { tag: 'quote'; author: string | undefined; children: BBNode[] }
  | { tag: 'code'; text: string }
  | { tag: 'list'; ordered: boolean; items: BBNode[][] }
  | { tag: 'color'; color: string; children: BBNode[] }
  | { tag: 'size'; size: SizeStep; children: BBNode[] }
  | { tag: 'game'; gameId: number };

/** Parses BBCode with @bbob (on this module's lexer) into the checked tree; never throws. */
export function parseBBCode(source: string): BBNode[] {
  const tree = bbobParse(source, { createTokenizer: createBBCodeLexer });
  return new Normalizer(source).nodes(tree);
}

function isTagNode(node: NodeContent): node is TagNode {
  return typeof node === 'object' && node !== null;
}

const BLOCKS = new Set(['quote', 'list', 'code']);

/** Turns @bbob's loose tree into BBNodes: checks attributes, and turns whatever fails back into the typed text. */
class Normalizer {
  constructor(private readonly source: string) {}

  nodes(tree: TagNodeTree): BBNode[] {
    const out: BBNode[] = [];
    const list = Array.isArray(tree) ? tree : tree === null ? [] : [tree];
    for (const node of list) {
      if (node === null) continue;
      if (!isTagNode(node)) appendText(out, String(node));
      else for (const converted of this.element(node)) append(out, converted);
    }
    return trimAroundBlocks(out);
  }

  private element(node: TagNode): BBNode[] {
    const tag = String(node.tag).toLowerCase();
    const value = uniqueValue(node);
    if (tag === '*' || !node.end) return this.literal(node);
    switch (tag) {
      case 'b':
      case 'i':
      case 'u':
      case 's':
      case 'spoiler':
        return value === undefined
          ? [{ tag, children: this.nodes(node.content) }]
          : this.literal(node);
      case 'url': {
        const text = plainText(node.content);
        const href = safeLinkUrl(value ?? text ?? '');
        if (!href) return this.literal(node);
        return [{ tag, href, children: value === undefined ? [text!] : this.nodes(node.content) }];
      }
      case 'img': {
        const src = value === undefined ? safeImageUrl(plainText(node.content) ?? '') : undefined;
        return src ? [{ tag, src }] : this.literal(node);
      }
      case 'quote': {
        const author = value?.trim();
        if (author !== undefined && author.length > QUOTE_AUTHOR_MAX_LENGTH)
          return this.literal(node);
        return [{ tag, author: author || undefined, children: this.nodes(node.content) }];
      }
      case 'code':
        return value === undefined
          ? [{ tag, text: trimNewlines(plainText(node.content) ?? '') }]
          : this.literal(node);
      case 'list':
        return value === undefined || value === '1'
          ? [{ tag, ordered: value === '1', items: this.listItems(node.content) }]
          : this.literal(node);
      case 'color': {
        const color = parseColor(value ?? '');
        return color ? [{ tag, color, children: this.nodes(node.content) }] : this.literal(node);
      }
      case 'size': {
        const size = parseSize(value ?? '');
        return size ? [{ tag, size, children: this.nodes(node.content) }] : this.literal(node);
      }
      case 'game': {
        const gameId = value === undefined ? parseGameId(plainText(node.content) ?? '') : undefined;
        return gameId ? [{ tag, gameId }] : this.literal(node);
      }
      default:
        return this.literal(node);
    }
  }

  /** The tag as typed, its content rendered, and its closing tag as typed. */
  private literal(node: TagNode): BBNode[] {
    const out: BBNode[] = [];
    const opening = node.start
      ? this.source.slice(node.start.from, node.start.to)
      : node.toTagStart();
    appendText(out, opening);
    for (const child of this.nodes(node.content)) append(out, child);
    if (node.end) appendText(out, this.source.slice(node.end.from, node.end.to));
    return out;
  }

  /** [list] content split at each [*]; text before the first [*] is an item only if it is not blank. */
  private listItems(content: TagNodeTree): BBNode[][] {
    const items: NodeContent[][] = [[]];
    for (const node of Array.isArray(content) ? content : [content]) {
      if (isTagNode(node) && node.tag === '*') {
        items.push([]);
        // @bbob may attach the text right after [*] to the [*] itself.
        const inner = node.content;
        if (Array.isArray(inner)) items.at(-1)!.push(...inner);
      } else {
        items.at(-1)!.push(node);
      }
    }
    const converted = items.map((item) => trimItem(this.nodes(item)));
    if (converted[0]!.length === 0) converted.shift();
    return converted;
  }
}

/** The attribute of `[tag=value]` (@bbob stores a lone value as its own key). */
function uniqueValue(node: TagNode): string | undefined {
  const keys = Object.keys(node.attrs ?? {});
  return keys.length > 0 ? keys[0] : undefined;
}

/** The content as one string when it is text only; undefined when it holds tags. */
function plainText(content: TagNodeTree): string | undefined {
  const list = Array.isArray(content) ? content : content === null ? [] : [content];
  let text = '';
  for (const node of list) {
    if (isTagNode(node)) return undefined;
    if (node !== null) text += String(node);
  }
  return text;
}

function appendText(out: BBNode[], text: string) {
  if (text.length === 0) return;
  const last = out.length - 1;
  if (typeof out[last] === 'string') out[last] += text;
  else out.push(text);
}

function append(out: BBNode[], node: BBNode) {
  if (typeof node === 'string') appendText(out, node);
  else out.push(node);
}

function trimNewlines(text: string): string {
  let from = 0;
  let to = text.length;
  if (text[from] === '\r') from++;
  if (text[from] === '\n') from++;
  if (text[to - 1] === '\n') to--;
  if (text[to - 1] === '\r') to--;
  return text.slice(from, Math.max(from, to));
}

function isBlock(node: BBNode | undefined): boolean {
  return typeof node === 'object' && BLOCKS.has(node.tag);
}

/** Blocks start and end their own lines: the one line break typed before or after a block is not shown twice. */
function trimAroundBlocks(nodes: BBNode[]): BBNode[] {
  if (!nodes.some(isBlock)) return nodes;
  const out: BBNode[] = [];
  nodes.forEach((node, index) => {
    if (typeof node !== 'string') return out.push(node);
    let text = node;
    if (isBlock(nodes[index - 1])) text = text[0] === '\n' ? text.slice(1) : text;
    if (isBlock(nodes[index + 1]) && text.at(-1) === '\n') text = text.slice(0, -1);
    if (text) out.push(text);
  });
  return out;
}

function trimItem(item: BBNode[]): BBNode[] {
  const out = [...item];
  if (typeof out[0] === 'string') out[0] = out[0].trimStart();
  const last = out.length - 1;
  if (typeof out[last] === 'string') out[last] = out[last].trimEnd();
  return out.filter((node) => node !== '');
}

/** The ids of every [game] link, each once (the renderers need each game's name and status). */
export function gameIdsIn(nodes: readonly BBNode[]): number[] {
  const ids = new Set<number>();
  const visit = (list: readonly BBNode[]) => {
    for (const node of list) {
      if (typeof node === 'string') continue;
      if (node.tag === 'game') ids.add(node.gameId);
      else if (node.tag === 'list') node.items.forEach(visit);
      else if ('children' in node) visit(node.children);
    }
  };
  visit(nodes);
  return [...ids];
}
