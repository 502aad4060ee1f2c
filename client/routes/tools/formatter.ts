// The BBCode auto-formatter: plain text as people paste it (lists, tables of results, bare links)
// turned into tidy BBCode. It works line by line, so what it does is easy to predict.

const BULLETS = ['- ', '* ', '• ', '– '];

function bulletItem(line: string): string | undefined {
  const trimmed = line.trimStart();
  const bullet = BULLETS.find((mark) => trimmed.startsWith(mark));
  return bullet ? trimmed.slice(bullet.length).trim() : undefined;
}

/** "1. text" or "1) text": the text; undefined for any other line. */
function numberedItem(line: string): string | undefined {
  const match = /^\s*\d{1,3}[.)]\s+(.*)$/.exec(line);
  return match ? match[1]!.trim() : undefined;
}

/** Cells of a table row: split by tabs, or by runs of two or more spaces (pasted columns). */
function cellsOf(line: string): string[] {
  const parts = line.includes('\t') ? line.split('\t') : line.trim().split(/ {2,}/);
  return parts.map((cell) => cell.trim());
}

/** Bare http(s) addresses become [url] links; text already inside BBCode brackets is left alone. */
export function linkify(line: string): string {
  if (line.includes('[url') || line.includes('[img')) return line;
  return line.replace(/\bhttps?:\/\/[^\s[\]<>"]+[^\s[\]<>".,;:!?)]/g, (url) => `[url]${url}[/url]`);
}

/** A run of table rows as aligned columns in [code], the first row bold-free (monospace keeps them lined up). */
function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  const lines = rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd(),
  );
  return `[code]\n${lines.join('\n')}\n[/code]`;
}

type Block =
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'table'; rows: string[][] }
  | { kind: 'text'; line: string };

function classify(line: string): Block {
  const bullet = bulletItem(line);
  if (bullet !== undefined) return { kind: 'list', ordered: false, items: [bullet] };
  const numbered = numberedItem(line);
  if (numbered !== undefined) return { kind: 'list', ordered: true, items: [numbered] };
  const cells = cellsOf(line);
  if (cells.length >= 2 && cells.every(Boolean)) return { kind: 'table', rows: [cells] };
  return { kind: 'text', line };
}

/** Groups consecutive lines of the same kind (list items of one kind, table rows of one width). */
function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const block = classify(line);
    const last = blocks.at(-1);
    if (block.kind === 'list' && last?.kind === 'list' && last.ordered === block.ordered)
      last.items.push(...block.items);
    else if (
      block.kind === 'table' &&
      last?.kind === 'table' &&
      last.rows[0]!.length === block.rows[0]!.length
    )
      last.rows.push(...block.rows);
    else blocks.push(block);
  }
  return blocks;
}

/** Plain text -> BBCode: bullet and numbered lists, column tables, links; other lines as they were. */
export function formatAsBBCode(text: string): string {
  return blocksOf(text)
    .map((block) => {
      if (block.kind === 'list') {
        const items = block.items.map((item) => `[*]${linkify(item)}`).join('\n');
        return `[list${block.ordered ? '=1' : ''}]\n${items}\n[/list]`;
      }
      if (block.kind === 'table')
        return block.rows.length > 1 ? table(block.rows) : linkify(block.rows[0]!.join('  '));
      return linkify(block.line);
    })
    .join('\n')
    .trim();
}
