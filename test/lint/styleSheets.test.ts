import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** A style sheet longer than this is several components' styles: split it beside them. */
const MAX_LINES = 400;
const root = path.resolve(import.meta.dirname, '../..');

function styleSheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return styleSheets(file);
    return entry.name.endsWith('.css') ? [file] : [];
  });
}

describe('the style sheets', () => {
  it(`keep each component's styles apart: none over ${MAX_LINES} lines`, () => {
    const sheets = styleSheets(path.join(root, 'client'));
    expect(sheets.length).toBeGreaterThan(10);
    const long = sheets
      .map((file) => ({
        file: path.relative(root, file),
        lines: readFileSync(file, 'utf8').split('\n').length,
      }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
