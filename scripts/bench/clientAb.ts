/**
 * A controlled A/B of the game page on the slow phone (slowGameLoad, clientWire.ts): two client
 * builds, each served by a server process of its own (this tree's server, the same two-player game
 * on the 400-territory map, bigGame.ts), loaded in turn, A then B, then B then A, and so on, so
 * whatever else the machine runs weighs on both alike. Prints each load and the medians of first
 * contentful paint, the map drawn and the map tappable, with the load average.
 *
 *   npx vite build --outDir /tmp/a --manifest     (in each tree: main's, the branch's)
 *   npx tsx scripts/bench/clientAb.ts /tmp/a /tmp/b [--pairs 3] [--server-a <tree>]
 *
 * `--server-a` serves A from another tree's server (one with this script: main's, when the change
 * is the server's own, such as the game page's HTML).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../../test/support/browser.js';
import { startTestServer } from '../../test/support/server.js';
import { median, numberArgument, stringArgument } from '../lib/stats.js';
import { bigGame } from './bigGame.js';
import { FULL_MAP_DRAWN, PHONE, slowGameLoad, type SlowGameLoad } from './clientWire.js';

/** How a server process says it is up: this, then its game page and cookie as JSON. */
const READY = 'READY ';
const SERVE = '--serve';

interface Served {
  url: string;
  cookie: { name: string; value: string; url: string };
}

/** The server process: one client build, the game on it; stops on SIGTERM. */
async function serve(clientDir: string) {
  const server = await startTestServer({ LOG_LEVEL: 'warn' }, { clientDir });
  const { gameId, sid } = await bigGame(server.baseUrl);
  const served: Served = {
    url: `${server.baseUrl}/game/${gameId}`,
    cookie: { name: 'sid', value: sid, url: server.baseUrl },
  };
  console.log(READY + JSON.stringify(served));
  process.once('SIGTERM', () => void server.stop().then(() => process.exit(0)));
}

/**
 * One server process per build (Colyseus keeps one matchmaker per process, so two servers in one
 * process would share it).
 */
function startServing(
  clientDir: string,
  tree: string | undefined,
  children: ChildProcess[],
): Promise<Served> {
  const script = tree
    ? path.join(tree, 'scripts/bench/clientAb.ts')
    : fileURLToPath(import.meta.url);
  const child = spawn(process.execPath, [...process.execArgv, script, SERVE, clientDir], {
    cwd: tree,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const line = text.split('\n').find((l) => l.startsWith(READY));
      if (line) resolve(JSON.parse(line.slice(READY.length)) as Served);
    });
    child.once('exit', (code) => reject(new Error(`the server of ${clientDir} exited (${code})`)));
  });
}

async function compare(dirs: string[]) {
  const pairs = numberArgument('pairs', 3);
  const children: ChildProcess[] = [];
  const browser = await launchChromium();
  try {
    const sides: { name: string; served: Served; loads: SlowGameLoad[] }[] = [];
    for (const [i, dir] of dirs.entries()) {
      const served = await startServing(
        dir,
        i === 0 ? stringArgument('server-a') : undefined,
        children,
      );
      // The first load of a game page renders the map's pictures on the server: not measured.
      const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
      await context.addCookies([served.cookie]);
      const page = await context.newPage();
      await page.goto(served.url, { timeout: 120_000 });
      await page.locator(FULL_MAP_DRAWN).waitFor({ timeout: 120_000 });
      await context.close();
      sides.push({ name: i === 0 ? 'A' : 'B', served, loads: [] });
    }
    for (let pair = 0; pair < pairs; pair++) {
      for (const side of pair % 2 === 0 ? sides : [...sides].reverse()) {
        const load = await slowGameLoad(browser, side.served.url, side.served.cookie);
        side.loads.push(load);
        console.log(
          `${side.name} ${pair + 1}: first contentful paint ${load.fcp.toFixed(0)} ms, map drawn ` +
            `${load.drawn.toFixed(0)} ms, tappable ${load.tappable.toFixed(0)} ms ` +
            `(load average ${loadavg()[0]!.toFixed(2)})`,
        );
      }
    }
    for (const [i, side] of sides.entries()) {
      const of = (key: 'fcp' | 'drawn' | 'tappable') =>
        `${median(side.loads.map((load) => load[key])).toFixed(0)} ms`;
      console.log(
        `${side.name} (${dirs[i]}), medians of ${side.loads.length}: first contentful paint ` +
          `${of('fcp')}, map drawn ${of('drawn')}, map tappable ${of('tappable')}`,
      );
    }
  } finally {
    await browser.close();
    for (const child of children) child.kill('SIGTERM');
  }
}

const [first, second] = process.argv.slice(2);
if (first === SERVE && second) await serve(second);
else if (first && second && !first.startsWith('--') && !second.startsWith('--'))
  await compare([first, second]);
else throw new Error('usage: tsx scripts/bench/clientAb.ts <client build A> <client build B>');
