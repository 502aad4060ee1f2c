/**
 * Maps that change while the server runs: the capital editor's saves (each spec text refused or
 * accepted, the new layout used by the next capitals game), and maps published in the editor,
 * all still there after a restart on the same database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPITAL_TEXTS, type CapitalsResponse } from '../../shared/protocol/capitals';
import type { MapDetail, MapEntity } from '../../shared/protocol/maps';
import { storedState } from '../support/botGames';
import { buildRingMap } from '../support/editorMaps';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import { HttpClient } from '../support/httpClient';
import { createScratchDatabase } from '../support/scratchDatabase';
import { startTestServer, type TestServer } from '../support/server';

let location: string;
let cleanUp: () => Promise<void>;
let server: TestServer;
let staff: HttpClient;
let player: TestPlayer;

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL);
    location = scratch.url;
    cleanUp = scratch.drop;
  } else {
    location = mkdtempSync(path.join(tmpdir(), 'conquest-maps-'));
    cleanUp = async () => rmSync(location, { recursive: true, force: true });
  }
  server = await startTestServer({}, { databaseLocation: location });
  staff = new HttpClient(server.baseUrl);
  await staff.login('admin', 'admin-password');
  player = await registerPlayer(server.baseUrl, 'Caplin');
});
afterAll(async () => {
  await server?.stop();
  await cleanUp?.();
});

const SAVE = '/game/create/capitals/1/save';
const capitalsOf = async (http: HttpClient, mapId: number) =>
  http.json<CapitalsResponse>(http.get(`/game/create/capitals/${mapId}`));

describe('the capital editor', () => {
  it('refuses guests and players', async () => {
    const body = { caps: { '2': ['Alaska', 'Peru'] } };
    expect((await new HttpClient(server.baseUrl).post(SAVE, body)).status).toBe(401);
    expect((await player.http.post(SAVE, body)).status).toBe(403);
  });

  it('refuses each wrong list with the spec text, saving nothing', async () => {
    const before = await capitalsOf(staff, 1);
    const cases: [Record<string, string[]>, string][] = [
      [{ '3': ['Alaska', 'Atlantis', 'Peru'] }, `${CAPITAL_TEXTS.invalid} Atlantis`],
      [{ '3': ['Alaska', 'Peru'] }, CAPITAL_TEXTS.wrongCount],
      [
        { '2': ['Alaska', 'Peru'], '4': ['Alaska', 'Peru', 'Egypt', 'Ural', 'Siam'] },
        CAPITAL_TEXTS.wrongCount,
      ],
    ];
    for (const [caps, error] of cases) {
      const response = await staff.post(SAVE, { caps });
      expect(response.status).toBe(422);
      expect((await response.json()).error).toBe(error);
    }
    expect(await capitalsOf(staff, 1)).toEqual(before);
  });

  it('saves layouts: capPos follows and the next capitals game uses them', async () => {
    const saved = await staff.json<CapitalsResponse>(
      staff.post(SAVE, { caps: { '3': ['alaska', 'Peru', 'Egypt'], '2': [] } }),
    );
    expect(saved.caps['3']!.map((c) => c.name)).toEqual(['Alaska', 'Peru', 'Egypt']);
    expect(saved.caps['2']).toBeUndefined();
    const detail = await staff.json<MapDetail>(staff.get('/api/maps/1'));
    const spot = (name: string) => {
      const t = detail.territories.find((x) => x.name === name)!;
      return { x: t.x, y: t.y };
    };
    expect(detail.capPos['3']).toEqual([spot('Alaska'), spot('Peru'), spot('Egypt')]);

    const others = [
      await registerPlayer(server.baseUrl, 'Capa'),
      await registerPlayer(server.baseUrl, 'Capb'),
    ];
    const gameId = await createGame(player, { num_players: 3, game_type: 1 });
    for (const [i, other] of others.entries()) {
      expect((await playHttp(other, gameId, 'join-game', { color: i + 2 })).body.success).toBe(
        true,
      );
    }
    const state = await storedState(server, gameId);
    const capitals = state.players.map((p) => detail.territories[p.capital - 1]!.name).sort();
    expect(capitals).toEqual(['Alaska', 'Egypt', 'Peru']);
  });
});

describe('after a restart', () => {
  it('keeps published editor maps playable and saved layouts in force', async () => {
    const mapId = await buildRingMap(staff, 'Ring Isle');
    expect((await staff.post(`/api/editor/maps/${mapId}/publish`)).status).toBe(200);
    await server.stop();
    server = await startTestServer({}, { databaseLocation: location });
    const guest = new HttpClient(server.baseUrl);
    const maps = await guest.json<MapEntity[]>(guest.get('/api/maps'));
    expect(maps.find((m) => m.id === mapId)).toMatchObject({ name: 'Ring Isle', status: 5 });
    const caps = await capitalsOf(guest, 1);
    expect(caps.caps['3']!.map((c) => c.name)).toEqual(['Alaska', 'Peru', 'Egypt']);
    expect(caps.caps['2']).toBeUndefined();
    expect(server.app.context.maps.get(mapId)?.territories).toHaveLength(4);
  });
});
