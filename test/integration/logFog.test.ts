/**
 * One rule for log lines under fog, on the real server: each line shows what the viewer could see
 * at its moment (before or after its action), whether it came as the room's `events`, in
 * update-state's tail, from load-full-log or in the replay; and a play screen that falls back to
 * polling and comes back keeps every line it was shown.
 */
import type { Room } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterEvents, visibility, viewerOfUser, type ReplayEvent } from '../../shared/engine';
import type { GameMap } from '../../shared/maps/types';
import type { ReplayResponse } from '../../shared/protocol/replay';
import type { LogEntry, UpdateStateBody } from '../../shared/protocol/updateState';
import { loadEvents } from '../../server/db/games';
import { createHttpClient } from '../../client/net/http';
import { createGameApi } from '../../client/net/game/api';
import { GameStore } from '../../client/state/game/store';
import { playWithBots, startGame } from '../support/botGames';
import { connectToGame, registerPlayer, type TestPlayer } from '../support/gameClients';
import { HttpClient } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let players: TestPlayer[];
let classic: GameMap;
const rooms: Room[] = [];

beforeAll(async () => {
  server = await startTestServer();
  players = [];
  for (const name of ['Ana', 'Ben', 'Cyd']) {
    players.push(await registerPlayer(server.baseUrl, name));
  }
  classic = server.app.context.maps.get(1)!;
});
afterAll(async () => {
  for (const room of rooms) void room.leave().catch(() => undefined);
  await server?.stop();
});

/** A line as every path shows it: the event, its seq and version (not its time). */
const line = ({ type, player_id, param1, param2, param3, param4, seq, version }: LogEntry) => ({
  type,
  player_id,
  param1,
  param2,
  param3,
  param4,
  seq,
  version,
});
const eventOnly = ({ type, player_id, param1, param2, param3, param4 }: ReplayEvent) => ({
  type,
  player_id,
  param1,
  param2,
  param3,
  param4,
});

/** Opens the game's room for `player` (null: a guest) and collects the lines it is sent. */
async function roomLines(player: TestPlayer | null, gameId: number) {
  const room = await connectToGame(server.baseUrl, player, gameId);
  rooms.push(room);
  const lines: LogEntry[] = [];
  room.onMessage('events', (events: LogEntry[]) => lines.push(...events));
  return { room, lines };
}

async function fullLog(http: HttpClient, gameId: number): Promise<LogEntry[]> {
  const response = await http.post(`/game/${gameId}/play/load-full-log`, {});
  const body = (await response.json()) as { log: LogEntry[]; has_more: boolean };
  expect(body.has_more).toBe(false);
  return body.log;
}

async function updateStateLog(http: HttpClient, gameId: number): Promise<LogEntry[]> {
  const response = await http.post(`/game/${gameId}/play/update-state`, {});
  return ((await response.json()) as UpdateStateBody).log;
}

describe('a fog game’s log', () => {
  it('masks each line the same way in the room, update-state, load-full-log and the replay', async () => {
    const gameId = await startGame(players, classic, { fog_of_war: 1 });
    const guest = new HttpClient(server.baseUrl);
    const viewers = [
      ...players.map((p) => ({ http: p.http, player: p as TestPlayer | null })),
      { http: guest, player: null },
    ];
    const live = await Promise.all(viewers.map((v) => roomLines(v.player, gameId)));
    const state = await playWithBots(server, players, gameId, classic, 80);
    expect(state.status).toBe(2);
    await expect
      .poll(() => live.every(({ room }) => room.state.version === state.version))
      .toBe(true);

    const raw = await loadEvents(server.app.context.db, gameId);
    let maskedOtherwiseNow = false;
    for (const [i, { http, player }] of viewers.entries()) {
      const who = player?.username ?? 'a guest';
      const full = await fullLog(http, gameId);
      const sent = live[i]!.lines;
      expect(sent.length, who).toBeGreaterThan(0);
      // The room's lines are load-full-log's from the first line the room sent.
      const from = sent[0]!.seq!;
      expect(sent.map(line), who).toEqual(full.filter((e) => e.seq! >= from).map(line));
      // update-state's tail is load-full-log's last lines.
      const tail = await updateStateLog(http, gameId);
      expect(tail.length, who).toBe(Math.min(30, full.length));
      expect(tail.map(line), who).toEqual(full.slice(-tail.length).map(line));
      // The replay's events are load-full-log's lines from the start, without seq and version.
      const replay = (await (
        await http.get(`/api/games/${gameId}/replay`)
      ).json()) as ReplayResponse;
      if (!replay.fogged) throw new Error('expected a fogged replay');
      expect(replay.events, who).toEqual(full.map(eventOnly));
      // What the viewer sees now would mask some line otherwise: the rule is the line's moment.
      const viewer = viewerOfUser(state, player?.userId ?? 0);
      const now = filterEvents(raw, visibility(state, classic, viewer), viewer);
      maskedOtherwiseNow ||= JSON.stringify(now.map(line)) !== JSON.stringify(full.map(line));
    }
    expect(maskedOtherwiseNow).toBe(true);
  }, 180_000);

  it('keeps every line a play screen was shown when it falls back to polling and back', async () => {
    const gameId = await startGame(players, classic, { fog_of_war: 1 });
    const [ana] = players as [TestPlayer];
    // The play screen's store and HTTP calls, against the real server as Ana.
    const store = new GameStore();
    const http = createHttpClient({
      fetch: (url, init) =>
        fetch(server.baseUrl + url, {
          ...init,
          headers: { ...(init?.headers as Record<string, string>), cookie: ana.http.cookieHeader },
        }),
    });
    const api = createGameApi(gameId, store, http);
    const shown = new Map<number, LogEntry>();
    const show = (lines: readonly LogEntry[]) => {
      for (const e of lines) shown.set(e.seq!, e);
    };
    store.subscribe(() => show(store.get().log));

    const goLive = async () => {
      const { room } = await roomLines(ana, gameId);
      room.onMessage('events', (events: LogEntry[]) => store.appendEvents(events));
      return room;
    };
    expect((await api.updateState()).ok).toBe(true);
    let room = await goLive();
    await playWithBots(server, players, gameId, classic, 30);
    // The WebSocket goes away: the screen polls update-state while the game moves on.
    await room.leave();
    for (let poll = 0; poll < 4; poll++) {
      await playWithBots(server, players, gameId, classic, 8);
      expect((await api.updateState()).ok).toBe(true);
    }
    room = await goLive();
    const state = await playWithBots(server, players, gameId, classic, 30);
    await expect.poll(() => room.state.version).toBe(state.version);
    const full = await fullLog(ana.http, gameId);
    await expect.poll(() => store.get().log.at(-1)?.seq).toBe(full.at(-1)!.seq);

    const held = store.get().log;
    expect(shown.size).toBeGreaterThan(30);
    // Every line ever shown is still held, once, in order, as load-full-log has it.
    expect(held.map((e) => e.seq)).toEqual([...shown.keys()].sort((a, b) => a - b));
    // ... each as load-full-log shows it (the same rule on every path).
    expect(held.map(line)).toEqual(full.filter((e) => shown.has(e.seq!)).map(line));
  }, 180_000);
});
