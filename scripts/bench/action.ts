/**
 * One action as a player feels it, in headless Chromium over the room: the time from a click on
 * the attack dialog's Attack button to the redrawn troop counts (the dialog's counts and the next
 * animation frame), and the bytes the page receives on its WebSocket for that action, against
 * the update-state JSON an HTTP client downloads for the same change.
 *
 *   npx tsx scripts/bench/action.ts [--attacks 40]
 */
import type { Page } from 'playwright-core';
import type { MapDetail } from '../../shared/protocol/maps';
import type { UpdateStateBody } from '../../shared/protocol/updateState';
import { buildClient, launchChromium } from '../../test/support/browser.js';
import { playHttp, registerPlayer, type TestPlayer } from '../../test/support/gameClients.js';
import { stateOf } from '../../test/support/playUi.js';
import { startTestServer } from '../../test/support/server.js';
import { median, numberArgument, percentile } from '../lib/stats.js';

/** The classic world map. */
const MAP_ID = 1;

/** In the page: clicks Attack and resolves with the ms until the counts change and a frame is drawn. */
const CLICK_TO_REDRAW = `(() => new Promise((resolve, reject) => {
  const forces = document.querySelector('.attack__forces');
  const button = [...document.querySelectorAll('[data-testid=attack-dialog] button')]
    .find((b) => b.textContent.trim() === 'Attack');
  if (!forces || !button) return reject(new Error('no attack dialog'));
  const before = forces.textContent;
  const start = performance.now();
  const observer = new MutationObserver(() => {
    if (forces.textContent === before) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.now() - start));
  });
  observer.observe(forces, { subtree: true, characterData: true, childList: true });
  button.click();
  setTimeout(() => reject(new Error('no redraw in 5 s')), 5000);
}))()`;

type State = UpdateStateBody;
const ownerOf = (s: State, t: number) => s.game_state.territories[t - 1]?.player_id ?? null;
const troopsOf = (s: State, t: number) => s.game_state.territories[t - 1]?.troops ?? 0;

/** Begins the seat's turn over HTTP and puts every reinforcement on its strongest border. */
async function reinforce(player: TestPlayer, gameId: number, map: MapDetail): Promise<State> {
  await playHttp(player, gameId, 'begin-turn');
  let s = await stateOf(player, gameId);
  if (s.turn?.step === 1) await playHttp(player, gameId, 'advance-phase', { from_step: 1 });
  s = await stateOf(player, gameId);
  const me = s.me!.player_id;
  const borders = map.territories.filter(
    (t) => ownerOf(s, t.id) === me && t.adjacencies.some((a) => ownerOf(s, a) !== me),
  );
  borders.sort((a, b) => troopsOf(s, b.id) - troopsOf(s, a.id));
  await playHttp(player, gameId, 'place-troops', {
    territory: borders[0]!.id,
    num_troops: s.me!.reinforcements ?? 0,
  });
  await playHttp(player, gameId, 'advance-phase', { from_step: 2 });
  return stateOf(player, gameId);
}

/** The strongest own territory and its weakest enemy neighbour, if it can attack. */
function attackPick(s: State, map: MapDetail) {
  const me = s.me!.player_id;
  let best: { from: number; to: number; edge: number } | null = null;
  for (const t of map.territories) {
    if (ownerOf(s, t.id) !== me || troopsOf(s, t.id) < 2) continue;
    for (const a of t.adjacencies) {
      if (ownerOf(s, a) === me) continue;
      const edge = troopsOf(s, t.id) - troopsOf(s, a);
      if (!best || edge > best.edge) best = { from: t.id, to: a, edge };
    }
  }
  return best;
}

/**
 * Everything the action brought on the page's WebSockets (the reply, the patch, the log line, the
 * navbar's note), not only what came before the redraw: waits until 150 ms pass without a frame.
 */
async function bytesOnceQuiet(received: { bytes: number }): Promise<number> {
  for (let last = -1; last !== received.bytes;) {
    last = received.bytes;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return received.bytes;
}

interface Sample {
  redrawMs: number;
  wsBytes: number;
  updateStateBytes: number;
}

/** Ann's attacks in one turn, each measured; a conquest's move is made over HTTP. */
async function attackTurn(
  page: Page,
  ann: TestPlayer,
  gameId: number,
  map: MapDetail,
  received: { bytes: number },
  samples: Sample[],
  wanted: number,
) {
  let s = await reinforce(ann, gameId, map);
  await page.getByRole('button', { name: 'Go to fortify' }).waitFor();
  for (let tries = 0; tries < 30 && samples.length < wanted; tries++) {
    const pick = attackPick(s, map);
    if (!pick) break;
    const dialog = page.getByTestId('attack-dialog');
    if ((await dialog.count()) === 0) {
      // Picked from the list of pickable territories beside the map (the same input as a tap).
      const picks = page.getByRole('navigation', { name: 'Territories you can pick' });
      const nameOf = (id: number) => map.territories[id - 1]!.name;
      // The list sits under the turn bar for keyboards and screen readers: press it as they do.
      const press = (id: number) =>
        picks
          .getByRole('button', { name: nameOf(id), exact: true })
          .evaluate((b) => (b as HTMLButtonElement).click());
      await press(pick.from);
      await press(pick.to);
      await dialog.waitFor();
    }
    received.bytes = 0;
    const redrawMs = (await page.evaluate(CLICK_TO_REDRAW)) as number;
    const wsBytes = await bytesOnceQuiet(received);
    const body = JSON.stringify(await stateOf(ann, gameId));
    samples.push({ redrawMs, wsBytes, updateStateBytes: Buffer.byteLength(body) });
    s = JSON.parse(body) as State;
    if (s.turn?.step === 4) {
      await playHttp(ann, gameId, 'move-troops', {
        num_troops: s.turn.min_move,
        expected_terr_from: s.turn.last_conquer!.from,
        expected_terr_to: s.turn.last_conquer!.to,
      });
      s = await stateOf(ann, gameId);
    }
    if (troopsOf(s, pick.from) < 2 || ownerOf(s, pick.to) === s.me!.player_id) {
      const close = dialog.getByRole('button', { name: 'Close' });
      if ((await close.count()) > 0) await close.last().click();
    }
  }
  const close = page.getByTestId('attack-dialog').getByRole('button', { name: 'Close' });
  if ((await close.count()) > 0) await close.last().click();
  await playHttp(ann, gameId, 'end-turn', { expected_id: s.turn!.turn_id });
}

async function main() {
  const wanted = numberArgument('attacks', 40);
  const clientDir = await buildClient();
  const server = await startTestServer({}, { clientDir });
  const browser = await launchChromium();
  try {
    const ann = await registerPlayer(server.baseUrl, 'BenchAnn');
    const ben = await registerPlayer(server.baseUrl, 'BenchBen');
    const map = (await (await ann.http.get(`/api/maps/${MAP_ID}`)).json()) as MapDetail;
    const created = await ann.http.json<{ game_id: number }>(
      ann.http.post('/game/create', {
        num_players: 2,
        game_type: 0,
        cards: 0,
        fortification: 1,
        turn_order: 0,
        players_per_team: 1,
        join_manner: 0,
        turn_time: 3600,
        map_id: MAP_ID,
        color: 3,
      }),
    );
    const gameId = created.game_id;
    await playHttp(ben, gameId, 'join-game', { color: 2 });
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const sid = /sid=([^;]+)/.exec(ann.http.cookieHeader)?.[1] ?? '';
    await context.addCookies([{ name: 'sid', value: sid, url: server.baseUrl }]);
    const page = await context.newPage();
    const received = { bytes: 0 };
    page.on('websocket', (ws) =>
      ws.on('framereceived', (frame) => {
        received.bytes += Buffer.byteLength(frame.payload);
      }),
    );
    await page.goto(`${server.baseUrl}/game/${gameId}`);
    await page.getByTestId('connection').filter({ hasText: 'Live' }).waitFor();
    const samples: Sample[] = [];
    for (let turn = 0; turn < 40 && samples.length < wanted; turn++) {
      const s = await stateOf(ann, gameId);
      if (s.status !== 2) break;
      if (s.turns[0]?.user_id === ann.userId) {
        await attackTurn(page, ann, gameId, map, received, samples, wanted);
      } else {
        const theirs = await reinforce(ben, gameId, map);
        await playHttp(ben, gameId, 'end-turn', { expected_id: theirs.turn!.turn_id });
      }
    }
    const redraw = samples.map((x) => x.redrawMs);
    const ws = median(samples.map((x) => x.wsBytes));
    const json = median(samples.map((x) => x.updateStateBytes));
    console.log(`attacks measured: ${samples.length} (classic map, 1366x768, over the room)`);
    console.log(
      `click to redrawn counts: median ${median(redraw).toFixed(1)} ms, p90 ${percentile(redraw, 90).toFixed(1)} ms`,
    );
    console.log(
      `bytes received per attack: WebSocket median ${ws} B, update-state JSON median ${json} B ` +
        `(ratio 1/${(json / Math.max(1, ws)).toFixed(0)})`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
