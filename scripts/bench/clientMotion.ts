/**
 * Frame CPU during the map's animations, for scripts/bench/client.ts: the main thread's CPU time
 * in every animation-frame callback of the page (the canvas's frame loop: moving the animations,
 * then Pixi's render), from a Chromium trace, while attacks are played over HTTP and the page
 * watches: dice tumbling, counts falling, and with a conquest a territory changing hands.
 */
import type { Page } from 'playwright-core';
import { playHttp, type TestPlayer } from '../../test/support/gameClients.js';
import type { MapDetail } from '../../shared/protocol/maps.js';
import type { UpdateStateBody } from '../../shared/protocol/updateState.js';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  tdur?: number;
}

/** Callbacks this close together (µs) ran in the same frame. */
const SAME_FRAME_US = 8000;
/** A frame costing less than this (ms) drew nothing: Pixi's pointer ticker alone. */
const IDLE_FRAME_MS = 0.5;

/** Frame CPU (ms) during the animations: the first frame of each change apart from the rest. */
export interface FrameCosts {
  /** The first frame drawn after each change arrived (new pins, counts, a conquest's picture). */
  change: number[];
  /** The frames after it while the animations run. */
  animation: number[];
}

/**
 * The main thread's CPU time in the animation-frame callbacks of a Chromium trace, summed per
 * frame: thread time, not wall time, so a machine shared with other work does not inflate it.
 */
function frameCosts(trace: Buffer): FrameCosts {
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
  const callbacks = traceEvents
    .filter((e) => e.name === 'FireAnimationFrame' && e.ph === 'X' && e.tdur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const frames: { ts: number; cpu: number }[] = [];
  for (const e of callbacks) {
    const last = frames[frames.length - 1];
    if (last && e.ts - last.ts < SAME_FRAME_US) last.cpu += e.tdur! / 1000;
    else frames.push({ ts: e.ts, cpu: e.tdur! / 1000 });
  }
  const costs: FrameCosts = { change: [], animation: [] };
  let drawing = false;
  for (const { cpu } of frames) {
    const drew = cpu >= IDLE_FRAME_MS;
    if (drew) (drawing ? costs.animation : costs.change).push(cpu);
    drawing = drew;
  }
  return costs;
}

async function stateOf(player: TestPlayer, gameId: number): Promise<UpdateStateBody> {
  const response = await player.http.post(`/game/${gameId}/play/update-state`, {});
  return (await response.json()) as UpdateStateBody;
}

async function call(player: TestPlayer, gameId: number, action: string, body = {}) {
  const reply = await playHttp(player, gameId, action, body);
  if (!reply.body.success) throw new Error(`${action}: ${reply.body.error}`);
}

/**
 * Plays the turn of whoever is on turn up to an attack, then times the page's frames while it
 * attacks (until done) and moves in: the frame CPU of each frame drawn meanwhile (ms).
 */
export async function attackFrames(
  page: Page,
  players: readonly TestPlayer[],
  gameId: number,
  mapId: number,
): Promise<FrameCosts> {
  const map = (await (await players[0]!.http.get(`/api/maps/${mapId}`)).json()) as MapDetail;
  let s = await stateOf(players[0]!, gameId);
  const actor = players.find((p) => p.userId === s.turn?.user_id)!;
  await call(actor, gameId, 'begin-turn');
  s = await stateOf(actor, gameId);
  if (s.turn?.step === 1) await call(actor, gameId, 'advance-phase', { from_step: 1 });
  s = await stateOf(actor, gameId);
  const me = s.me!.player_id;
  const owner = (id: number) => s.game_state.territories[id - 1]?.player_id;
  const from = map.territories.find(
    (t) => owner(t.id) === me && t.adjacencies.some((a) => owner(a) !== me),
  )!;
  const source = from.id;
  const target = from.adjacencies.find((a) => owner(a) !== me)!;
  await call(actor, gameId, 'place-troops', {
    territory: source,
    num_troops: s.me!.reinforcements,
  });
  await call(actor, gameId, 'advance-phase', { from_step: 2 });
  // Measured over the room's live link, as players see it (not the HTTP polling fallback).
  await page.waitForFunction(
    () => document.querySelector('[data-testid=connection]')?.textContent === 'Live',
  );
  await page.waitForTimeout(1000);
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  for (let i = 0; i < 3; i++) {
    s = await stateOf(actor, gameId);
    if (s.turn?.step !== 3) break;
    await call(actor, gameId, 'attack', {
      territory_from: source,
      territory_to: target,
      num_attacks: 1,
    });
    await page.waitForTimeout(1500);
  }
  s = await stateOf(actor, gameId);
  if (s.turn?.step === 4) {
    // All but one move in: always within the bounds (at least the dice of the last roll).
    await call(actor, gameId, 'move-troops', {
      num_troops: (s.game_state.territories[source - 1]?.troops ?? 2) - 1,
      expected_terr_from: source,
      expected_terr_to: target,
    });
    await page.waitForTimeout(1500);
  }
  return frameCosts(await browser.stopTracing());
}
