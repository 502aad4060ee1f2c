/** Map files written for people too: one territory, region or border list entry per line. */
import type { MapFile } from '../../shared/maps/parse.js';

const line = (value: unknown): string => JSON.stringify(value);

/** The file text: top-level fields one per line, each territory on its own line. */
export function formatMapFile(map: MapFile): string {
  const { territories, regions, borders, capitals, ...head } = map;
  const fields = Object.entries(head).map(([key, value]) => `  ${line(key)}: ${line(value)}`);
  const list = (items: unknown[]): string =>
    `[\n${items.map((item) => `    ${line(item)}`).join(',\n')}\n  ]`;
  const capitalLines = Object.entries(capitals).map(
    ([count, keys]) => `    ${line(count)}: ${line(keys)}`,
  );
  return [
    '{',
    [
      ...fields,
      `  "territories": ${list(territories)}`,
      `  "regions": ${list(regions)}`,
      `  "borders": ${list(borders)}`,
      `  "capitals": {\n${capitalLines.join(',\n')}\n  }`,
    ].join(',\n'),
    '}',
    '',
  ].join('\n');
}
