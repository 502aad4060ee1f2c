/**
 * Writes every shipped map into maps/: the generated ones from their specs (catalog.ts) and the
 * classic world's geometry, then the disc sizes the play screen looks up for them (discSizes.ts).
 * Usage: `npx tsx scripts/maps/build-maps.ts [file-name ...]`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mapFileSchema, type MapFile } from '../../shared/maps/parse.js';
import { SHIPPED_MAPS } from './catalog.js';
import { writeDiscSizes } from './discSizes.js';
import { withWorldGeometry } from './classicWorld.js';
import { generateMap } from './generate.js';
import { formatMapFile } from './format.js';

const mapsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../maps');

function progress(index: number, total: number, name: string, step: string, started: number) {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`\r\x1b[K[${index}/${total}] ${name}: ${step} (${seconds} s)`);
}

function write(file: string, map: MapFile) {
  writeFileSync(path.join(mapsDir, `${file}.json`), formatMapFile(map));
}

const only = process.argv.slice(2);
const jobs = [
  { file: 'classic-world', name: 'Classic World' },
  ...SHIPPED_MAPS.map((spec) => ({ file: spec.file, name: spec.name })),
].filter((job) => only.length === 0 || only.includes(job.file));

for (const [i, job] of jobs.entries()) {
  const started = performance.now();
  const show = (step: string) => progress(i + 1, jobs.length, job.name, step, started);
  const spec = SHIPPED_MAPS.find((s) => s.file === job.file);
  if (spec) {
    write(job.file, generateMap(spec, show));
  } else {
    show('land and outlines');
    const current = mapFileSchema.parse(
      JSON.parse(readFileSync(path.join(mapsDir, `${job.file}.json`), 'utf8')),
    );
    write(job.file, withWorldGeometry(current));
  }
  show('done');
  process.stdout.write('\n');
}
await writeDiscSizes();
