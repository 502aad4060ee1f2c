import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { freePort, SERVER_NODE_FLAGS } from '../../scripts/lib/serverProcess';
import { copyStageFiles, interpolate, runtimeStage } from '../support/runtimeImage';
import { createScratchDatabase } from '../support/scratchDatabase';

// The Docker image checked without a Docker daemon: its runtime stage's files laid out exactly as
// the Dockerfile copies them, in a directory with no repository above it (so nothing the image
// lacks can be found by walking up), production dependencies only, compose's environment.

const { DATABASE_URL, REDIS_URL } = process.env;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);
let work: string | undefined;
let child: ChildProcess | undefined;
let drop: (() => Promise<void>) | undefined;

afterAll(async () => {
  child?.kill('SIGKILL');
  await drop?.();
  if (work) await rm(work, { recursive: true, force: true });
});

/**
 * The build stage's /app/dist: the server compiled here from the sources as they are, and the
 * client the repository has built (or built once here: it takes a while).
 */
async function built(scratch: string): Promise<string> {
  const dist = path.join(scratch, 'dist');
  await run(process.execPath, ['scripts/build-server.mjs', dist], { cwd: root });
  const client = path.join(root, 'dist', 'client');
  if (existsSync(path.join(client, 'index.html')))
    await cp(client, path.join(dist, 'client'), { recursive: true });
  else
    await run(
      'npx',
      ['vite', 'build', '--outDir', path.join(dist, 'client'), '--logLevel', 'warn'],
      { cwd: root },
    );
  return dist;
}

/** Resolves once `/readyz` answers 200; rejects with the process's output if it exits first. */
function ready(process: ChildProcess, base: string, ms: number): Promise<void> {
  let output = '';
  process.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  process.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + ms;
    process.on('exit', (code) =>
      reject(new Error(`the image's process exited (${code}):\n${output}`)),
    );
    const poll = async () => {
      const status = await fetch(`${base}/readyz`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) return resolve();
      if (Date.now() > deadline) return reject(new Error(`not ready in ${ms} ms:\n${output}`));
      setTimeout(() => void poll(), 250);
    };
    void poll();
  });
}

describe.skipIf(!DATABASE_URL || !REDIS_URL)('the Docker image', () => {
  it('starts from the files the Dockerfile copies, with production dependencies, and serves the site', async () => {
    const stage = runtimeStage(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
    work = await mkdtemp(path.join(tmpdir(), 'conquest-image-'));
    const app = path.join(work, 'app');
    const dist = await built(work);
    await copyStageFiles(stage, root, app, (stageName, stagePath) => {
      if (stageName === 'build' && stagePath === '/app/dist') return dist;
      throw new Error(`no local stand-in for ${stagePath} of stage ${stageName}`);
    });
    // Compiled JavaScript: not one TypeScript source in the image.
    const typescript = (await readdir(app, { recursive: true })).filter((name) =>
      /\.tsx?$/.test(name),
    );
    expect(typescript).toEqual([]);
    // The stage's own install command (from the lockfile); the local cache makes it quick.
    const install = stage.run.find((command) => command.startsWith('npm install'))!;
    await run('sh', ['-c', `${install.split('&&')[0]} --prefer-offline`], { cwd: app });
    // Production dependencies only: the build tools stayed in the build stage.
    for (const tool of ['vite', 'tsx', 'esbuild', '@vitejs/plugin-react'])
      expect(existsSync(path.join(app, 'node_modules', tool)), tool).toBe(false);

    const scratch = await createScratchDatabase(DATABASE_URL!);
    drop = scratch.drop;
    const port = await freePort();
    const compose = parse(readFileSync(path.join(root, 'compose.yaml'), 'utf8'), {
      merge: true,
    }) as { services: Record<string, { environment: Record<string, string> }> };
    const environment = interpolate(compose.services.game1!.environment, {
      POSTGRES_PASSWORD: 'unused',
      SESSION_SECRET: 'a session secret for the image test',
      PUBLIC_HOST: `127.0.0.1:${port}`,
    });
    const [command, ...args] = stage.cmd;
    expect(command).toBe('node');
    expect(args).toEqual([...SERVER_NODE_FLAGS, 'dist/server.js']);
    child = spawn(path.join(root, 'node_modules', '.bin', 'node'), args, {
      cwd: app,
      // What the container has: the image's ENV and compose's, nothing of this shell's.
      env: {
        PATH: process.env.PATH,
        HOME: work,
        ...stage.env,
        ...environment,
        PORT: String(port),
        DATA_DIR: path.join(work, 'data'),
        DATABASE_URL: scratch.url,
        REDIS_URL: REDIS_URL!,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const base = `http://127.0.0.1:${port}`;
    await ready(child, base, 60_000);

    const page = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect(html).toBe(readFileSync(path.join(dist, 'client', 'index.html'), 'utf8'));
    expect((await fetch(`${base}${script}`)).status).toBe(200);
  }, 180_000);
});
