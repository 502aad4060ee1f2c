/**
 * Spec rows the server implements that no other test pinned down (issue 27): the seat gate on the
 * side calls and team chat, get-reports, load-full-log under fog, get-notes, switch-targets and
 * the editor's region/remove, each on the real server.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVENT_TYPES,
  chooseAction,
  type Action,
  type GameState,
  type ReplayEvent,
} from '../../shared/engine';
import { CLASSIC_WORLD } from '../support/classicWorld';
import type { LogEntry } from '../../shared/protocol/updateState';
import { EDITOR_ERRORS, type DraftResponse } from '../../shared/protocol/editor';
import { loadEvents } from '../../server/db/games';
import { LOG_TAIL } from '../../server/game/updateState';
import { supportRequests } from '../../server/db/schema';
import { playWithBots, startGame, storedState } from '../support/botGames';
import { buildRingMap } from '../support/editorMaps';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import { HttpClient } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/server';

const NOT_SEATED = 'You have not joined this game.';
const NOT_LOGGED_IN = 'You need to be logged in to do that.';
/** The events fog hides from a viewer that sees none of their territories. */
const TERRITORY_EVENTS: readonly number[] = [
  EVENT_TYPES.REINFORCE,
  EVENT_TYPES.ATTACK,
  EVENT_TYPES.CONQUER,
  EVENT_TYPES.MOVE,
];

let server: TestServer;
let seats: TestPlayer[];
let spectator: TestPlayer;
let guest: TestPlayer;
/** A running four-player team game under fog, played on by the bot past update-state's log tail. */
let fogGameId: number;

async function startedGame(players: TestPlayer[], form: Record<string, unknown>) {
  const [creator, ...others] = players;
  const gameId = await createGame(creator!, { num_players: players.length, ...form });
  for (const [i, player] of others.entries()) {
    const joined = await playHttp(player, gameId, 'join-game', { color: i + 2 });
    expect(joined.body.success).toBe(true);
  }
  return gameId;
}

/** The seated player on the other side of `player`'s team. */
function opponentOf(state: GameState, player: TestPlayer): TestPlayer {
  const mine = state.players.find((p) => p.user_id === player.userId)!;
  const other = state.players.find((p) => p.team !== mine.team)!;
  return seats.find((s) => s.userId === other.user_id)!;
}

async function fullLog(player: TestPlayer, gameId: number, before?: number) {
  const reply = await playHttp(player, gameId, 'load-full-log', before ? { before } : {});
  expect(reply.body.success).toBe(true);
  return reply.body as unknown as { log: LogEntry[]; has_more: boolean };
}

beforeAll(async () => {
  server = await startTestServer();
  seats = [];
  for (const name of ['Ann', 'Ben', 'Cat', 'Dan'])
    seats.push(await registerPlayer(server.baseUrl, name));
  spectator = await registerPlayer(server.baseUrl, 'Watcher');
  guest = { http: new HttpClient(server.baseUrl), userId: 0, username: '' };
  fogGameId = await startedGame(seats, { players_per_team: 2, fog_of_war: 1 });
  await playWithBots(server, seats, fogGameId, CLASSIC_WORLD, 70);
});
afterAll(async () => {
  await server?.stop();
});

describe('spec rows of issue 27', () => {
  it('O5 seat gate: notes, support, reports and team chat refuse spectators and guests, not seats', async () => {
    const state = await storedState(server, fogGameId);
    const [ann] = seats;
    const ben = opponentOf(state, ann!);
    const calls: [string, Record<string, unknown>][] = [
      ['save-notes', { body: 'mine' }],
      ['get-notes', {}],
      ['ask-support', { type: 2 }],
      ['send-report', { user_id: ben.userId, type: 4 }],
    ];
    for (const [action, payload] of calls) {
      const watching = await playHttp(spectator, fogGameId, action, payload);
      expect([action, watching.status, watching.body.error]).toEqual([action, 422, NOT_SEATED]);
      const anonymous = await playHttp(guest, fogGameId, action, payload);
      expect([action, anonymous.status, anonymous.body.error]).toEqual([
        action,
        401,
        NOT_LOGGED_IN,
      ]);
      const seated = await playHttp(ann!, fogGameId, action, payload);
      expect([action, seated.status, seated.body.success]).toEqual([action, 200, true]);
    }
    // Only the seated call reached staff.
    const requests = await server.app.context.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.gameId, fogGameId));
    expect(requests.map((r) => [r.userId, r.type])).toEqual([[ann!.userId, 2]]);

    const team = { room_id: 'team', game_id: fogGameId, body: 'hold the north' };
    const watching = await spectator.http.post('/chat/send', team);
    expect([watching.status, (await watching.json()).error]).toEqual([
      403,
      'Team chat is only for team-mates in a running team game.',
    ]);
    const anonymous = await guest.http.post('/chat/send', team);
    expect([anonymous.status, (await anonymous.json()).error]).toEqual([401, NOT_LOGGED_IN]);
    const seated = await ann!.http.post('/chat/send', team);
    expect([seated.status, (await seated.json()).success]).toEqual([200, true]);
  });

  it('C21 get-reports: lists the reports the caller sent in this game, with their fields', async () => {
    const state = await storedState(server, fogGameId);
    const [, , cat] = seats;
    const target = opponentOf(state, cat!);
    const sent = await playHttp(cat!, fogGameId, 'send-report', {
      user_id: target.userId,
      type: 2,
    });
    expect(sent.body).toMatchObject({ success: true, report: { user_id: target.userId, type: 2 } });
    const reportId = (sent.body.report as { id: number }).id;

    const reports = await playHttp(cat!, fogGameId, 'get-reports');
    expect(reports.body.list).toEqual([
      { id: reportId, user_id: target.userId, username: target.username, type: 2 },
    ]);
    const rows = reports.body.reports as Record<string, string>;
    expect(Object.keys(rows)).toEqual([String(reportId)]);
    expect(rows[reportId]).toBe(sent.body.html);
    expect(rows[reportId]).toContain(`<td>${target.username}</td><td>Abusive chat</td>`);
    // Another seat's reports are not the caller's.
    const bystander = seats.find((s) => s !== cat && s !== target)!;
    const others = await playHttp(bystander, fogGameId, 'get-reports');
    const otherList = others.body.list as { id: number }[];
    expect(otherList.map((r) => r.id)).not.toContain(reportId);
  });

  it('C25 load-full-log: the whole log in order with seq numbers, fogged for whoever cannot see', async () => {
    const stored = await loadEvents(server.app.context.db, fogGameId);
    const state = await storedState(server, fogGameId);
    // The seat of the first player who placed troops: its own placements are in its log.
    const firstPlacer = stored.find((e) => e.type === EVENT_TYPES.REINFORCE)!.player_id;
    const viewer = seats.find((s) => s.userId === state.players[firstPlacer - 1]!.user_id)!;
    const seat = await fullLog(viewer, fogGameId);
    const tail = (await playHttp(viewer, fogGameId, 'update-state')).body.log as LogEntry[];
    expect(seat.has_more).toBe(false);
    expect(tail.length).toBeLessThanOrEqual(LOG_TAIL);
    expect(seat.log.length).toBeGreaterThan(LOG_TAIL);
    expect(seat.log[0]!.seq).toBe(stored[0]!.seq);
    // Every line carries its sequence number.
    const seqs = seat.log.map((e) => e.seq ?? Number.NaN);
    expect(seqs.every((seq) => Number.isInteger(seq) && seq > 0)).toBe(true);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    // Under fog, the lines are those each seat saw when they happened, as its replay shows them.
    const bare = ({ type, player_id, param1, param2, param3, param4 }: LogEntry) => ({
      type,
      player_id,
      param1,
      param2,
      param3,
      param4,
    });
    for (const player of seats) {
      const replay = await player.http.json<{ fogged: boolean; events: ReplayEvent[] }>(
        player.http.get(`/api/games/${fogGameId}/replay`),
      );
      expect(replay.fogged).toBe(true);
      const log = player === viewer ? seat : await fullLog(player, fogGameId);
      expect(log.log.map(bare), player.username).toEqual(replay.events);
    }
    // The seat sees every placement of its own side.
    const team = state.players.find((p) => p.user_id === viewer.userId)!.team;
    const ownSide = new Set(state.players.filter((p) => p.team === team).map((p) => p.player_id));
    const ownPlacements = stored.filter(
      (e) => e.type === EVENT_TYPES.REINFORCE && ownSide.has(e.player_id),
    );
    expect(ownPlacements.length).toBeGreaterThan(0);
    for (const placement of ownPlacements) expect(seqs).toContain(placement.seq);

    // A spectator sees no territory under fog: none of the map's events, only the turns'.
    const watcher = await fullLog(spectator, fogGameId);
    const offMap = stored.filter((e) => !TERRITORY_EVENTS.includes(e.type));
    expect(watcher.log.map((e) => e.seq)).toEqual(offMap.map((e) => e.seq));
    expect(watcher.log.length).toBeLessThan(seat.log.length);

    // `before` pages back: only what came earlier.
    const middle = seqs[Math.floor(seqs.length / 2)]!;
    const earlier = await fullLog(viewer, fogGameId, middle);
    expect(earlier.log.map((e) => e.seq)).toEqual(seqs.filter((s) => s < middle));
  });

  it('C27 get-notes: returns what save-notes stored, per user and game', async () => {
    const [ann, ben] = seats;
    const otherGame = await startedGame([ann!, ben!], {});
    expect(
      (await playHttp(ann!, fogGameId, 'save-notes', { body: 'Ben hoards cards' })).status,
    ).toBe(200);
    await playHttp(ann!, otherGame, 'save-notes', { body: 'other game' });
    const notesOf = async (player: TestPlayer, gameId: number) =>
      ((await playHttp(player, gameId, 'get-notes')).body.notes as { body: string }).body;
    expect(await notesOf(ann!, fogGameId)).toBe('Ben hoards cards');
    expect(await notesOf(ann!, otherGame)).toBe('other game');
    expect(await notesOf(ben!, fogGameId)).toBe('');
    expect(await notesOf(ben!, otherGame)).toBe('');
    await playHttp(ann!, fogGameId, 'save-notes', { body: 'rewritten' });
    expect(await notesOf(ann!, fogGameId)).toBe('rewritten');
  });

  it('C28 switch-targets: a seat in an assassination game gets its target, a spectator is refused', async () => {
    const [, , cat, dan] = seats;
    const gameId = await startedGame([cat!, dan!], { game_type: 2 });
    const state = await storedState(server, gameId);
    // Two players: each hunts the other.
    const pairs: [TestPlayer, TestPlayer][] = [
      [cat!, dan!],
      [dan!, cat!],
    ];
    for (const [hunter, prey] of pairs) {
      const seat = state.players.find((p) => p.user_id === hunter.userId)!;
      const reply = await playHttp(hunter, gameId, 'switch-targets');
      expect(reply.body).toMatchObject({
        success: true,
        target: state.players.find((p) => p.user_id === prey.userId)!.player_id,
        targetHtml: `<strong class="target">${prey.username}</strong>`,
      });
      expect(reply.body.target).toBe(seat.target);
    }
    const refused = await playHttp(spectator, gameId, 'switch-targets');
    expect([refused.status, refused.body.error]).toEqual([422, NOT_SEATED]);
    // A game that is not an assassination has no target to show.
    const plain = await playHttp(cat!, fogGameId, 'switch-targets');
    expect(plain.body).toMatchObject({ success: true, target: 0, targetHtml: '' });
  });

  it('C45 region/remove: removes the region, refused to others and on a published map', async () => {
    const [author, nosy] = seats;
    const mapId = await buildRingMap(author!.http, 'Region removal');
    const base = `/api/editor/maps/${mapId}`;
    const draft = await author!.http.json<DraftResponse>(author!.http.get(base));
    const [east, west] = draft.map.regions;

    const foreign = await nosy!.http.post(`${base}/region/remove`, { region: east!.id });
    expect([foreign.status, (await foreign.json()).error]).toEqual([
      403,
      'You do not have permission to do that.',
    ]);
    const missing = await author!.http.post(`${base}/region/remove`, { region: 999_999 });
    expect([missing.status, (await missing.json()).error]).toEqual([422, EDITOR_ERRORS.noRegion]);

    const removed = await author!.http.json<DraftResponse>(
      author!.http.post(`${base}/region/remove`, { region: east!.id }),
    );
    expect(removed.map.regions.map((r) => r.id)).toEqual([west!.id]);
    // Its territories stay on the map, in no region.
    const regionsOf = removed.map.territories.map((t) => t.region);
    expect(regionsOf).toEqual([null, null, west!.id, west!.id]);

    // Published, the map's regions no longer change.
    await author!.http.post(`${base}/region/add`, { region: 'East', bonus: 1 });
    const staff = new HttpClient(server.baseUrl);
    await staff.login('admin', 'admin-password');
    const fixed = await staff.json<DraftResponse>(staff.get(base));
    const newEast = fixed.map.regions.find((r) => r.name === 'East')!;
    for (const territory of fixed.map.territories.filter((t) => t.region === null))
      await staff.post(`${base}/regions/${newEast.id}/territory/add`, { territory: territory.id });
    const published = await staff.post(`${base}/publish`);
    expect(published.status).toBe(200);
    const late = await staff.post(`${base}/region/remove`, { region: west!.id });
    expect([late.status, (await late.json()).error]).toEqual([409, EDITOR_ERRORS.published]);
    const after = await staff.json<DraftResponse>(staff.get(base));
    expect(after.map.regions.map((r) => r.id).sort()).toEqual([west!.id, newEast.id].sort());
  });

  it('E13 attack result: defender_color is the colour of whoever held the target, conquered or not', async () => {
    const [ann, ben] = seats;
    const gameId = await startGame([ann!, ben!], CLASSIC_WORLD);
    let state = await storedState(server, gameId);
    const seen = { held: 0, conquered: 0, neutral: 0 };
    for (let step = 0; step < 400 && state.status === 2; step++) {
      if (seen.held > 0 && seen.conquered > 0 && seen.neutral > 0) break;
      const turn = state.turns.find((t) => t.step === 4) ?? state.turns[0]!;
      const actor = [ann!, ben!].find((p) => p.userId === turn.user_id)!;
      const action = chooseAction(state, CLASSIC_WORLD, turn.player_id, step)!;
      const { type, player_id: _seat, ...payload } = action as Action & Record<string, unknown>;
      const reply = await playHttp(actor, gameId, type, { ...payload, last_update: state.version });
      expect(reply.body.success).toBe(true);
      if (action.type === 'attack') {
        const holder = state.territories[action.territory_to - 1]!.player_id!;
        const expected = holder === 0 ? 0 : state.players[holder - 1]!.color;
        expect(reply.body.defender_color).toBe(expected);
        const after = await storedState(server, gameId);
        if (holder === 0) seen.neutral++;
        if (after.territories[action.territory_to - 1]!.player_id === turn.player_id)
          seen.conquered++;
        else seen.held++;
      }
      state = await storedState(server, gameId);
    }
    expect(seen.held).toBeGreaterThan(0);
    expect(seen.conquered).toBeGreaterThan(0);
    expect(seen.neutral).toBeGreaterThan(0);
  });
});
