import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { COMPRESSIBLE, PRECOMPRESS_THRESHOLD } from '../../server/http/precompressed.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every text file of
 * the build, which the game server sends as they are to browsers that take them
 * (server/http/static.ts). Done once at build, so the server spends no CPU on them and can use the
 * slowest, smallest settings: brotli 11 is about 14 % smaller than gzip 9 on these chunks.
 *
 * Thirty lines on node's zlib rather than vite-plugin-compression2: no dependency, and the choice
 * of files and the threshold come from the one place the server reads them too.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'conquest-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Not closeBundle: writeBundle runs only when the build writes files.
    writeBundle: () => precompressDir(outDir),
  };
}

/** Writes the compressed copies of every text file under `dir`. */
export async function precompressDir(dir: string): Promise<void> {
  const files = (await readdir(dir, { recursive: true }))
    // Not Vite's own .vite/manifest.json, which is never served.
    .filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.'))
    .map((file) => path.join(dir, file));
  await Promise.all(files.map(compressFile));
}

async function compressFile(file: string): Promise<void> {
  const source = await readFile(file);
  if (source.length < PRECOMPRESS_THRESHOLD) return;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy no smaller than the file would only cost a header and a lookup.
  if (br.length < source.length) await writeFile(`${file}.br`, br);
  if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
}
