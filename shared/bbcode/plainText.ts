import { parseBBCode, type BBNode } from './parse';

/** A BBCode text as plain words: for the search index, excerpts, and notification texts. */
export function plainTextOf(source: string): string {
  const parts: string[] = [];
  // Blocks are lines of their own: words on either side must not run together.
  const line = (nodes: readonly BBNode[]) => {
    parts.push('\n');
    visit(nodes);
    parts.push('\n');
  };
  const visit = (nodes: readonly BBNode[]) => {
    for (const node of nodes) {
      if (typeof node === 'string') parts.push(node);
      else if (node.tag === 'code') parts.push(node.text);
      else if (node.tag === 'game') parts.push(`Game #${node.gameId}`);
      else if (node.tag === 'list') node.items.forEach(line);
      else if (node.tag === 'quote') line(node.children);
      else if ('children' in node) visit(node.children);
    }
  };
  visit(parseBBCode(source));
  return parts.join('');
}
