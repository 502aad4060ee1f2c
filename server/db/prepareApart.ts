import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DATABASE_PREPARER } from '../runtimeFiles';

/**
 * Makes the embedded database under `dataDir` in a process of its own (prepareEmbedded.ts) when
 * there is none yet: the memory initdb and the migrations take is given back when it exits.
 */
export async function prepareEmbeddedApart(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const child = fork(DATABASE_PREPARER.url, [dataDir], {
    execArgv: DATABASE_PREPARER.execArgv,
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`making the embedded database failed (exit ${code}): ${errors}`);
}
