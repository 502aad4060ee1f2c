import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../../shared/engine/options';
import { CREATE_GAME_TEXTS } from '../../shared/protocol/createGame';
import { SESSION_ERRORS } from '../../server/game/errors';
import {
  createGame,
  gameForm,
  playHttp,
  registerPlayer,
  type TestPlayer,
} from '../support/gameClients';
import { signInAdmin } from '../support/staff';
import { HttpClient } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let creator: TestPlayer;

// The join manner is left out: it only matters (and must then be given) with teams.
const { join_manner: _unused, ...valid } = gameForm({ num_players: 4 });

beforeAll(async () => {
  server = await startTestServer();
  creator = await registerPlayer(server.baseUrl, 'Creator');
});
afterAll(async () => {
  await server?.stop();
});

async function create(form: Record<string, unknown>) {
  const response = await creator.http.post('/game/create', form);
  return { status: response.status, body: await response.json() };
}

const without = (field: keyof typeof valid) => {
  const { [field]: _dropped, ...rest } = valid;
  return rest;
};

// Each row: a change to a valid form and the exact messages of spec §5 it must produce.
const CASES: [string, Record<string, unknown>, string[]][] = [
  ['no turn time', without('turn_time'), ['No turn time.']],
  // Only the turn times the create page offers: a huge one once broke the lobby for everyone.
  ['a turn time past 2^31', { ...valid, turn_time: 2 ** 31 }, ['No turn time.']],
  ['a turn time of 1e308', { ...valid, turn_time: 1e308 }, ['No turn time.']],
  ['a turn time the page does not offer', { ...valid, turn_time: 61 }, ['No turn time.']],
  [
    'a card cap out of bounds',
    { ...valid, cards: 2, cards_cap: 1e9 },
    ['Check mismatch for cards_cap.'],
  ],
  [
    'a minimum rating out of bounds',
    { ...valid, min_rating: -1 },
    ['Check mismatch for min_rating.'],
  ],
  [
    'a maximum rating out of bounds',
    { ...valid, max_rating: 2 ** 40 },
    ['Check mismatch for max_rating.'],
  ],
  [
    'an overlong password',
    { ...valid, password: 'a'.repeat(65) },
    ['Check mismatch for password.'],
  ],
  ['no player amount', without('num_players'), ['No player amount.']],
  ['too many players', { ...valid, num_players: 10 }, ['No player amount.']],
  ['no game type', without('game_type'), ['No gametype.']],
  ['no card mode', without('cards'), ['No card turn in.']],
  ['no map', without('map_id'), ['No map selected.']],
  ['an unknown map', { ...valid, map_id: 9999 }, ['No map selected.']],
  ['no fortification', without('fortification'), ['No fortification type.']],
  ['no turn order', without('turn_order'), ['No turn order.']],
  ['no team option', without('players_per_team'), ['No team option.', 'No join manner.']],
  ['teams without a join manner', { ...valid, players_per_team: 2 }, ['No join manner.']],
  ['no colour', without('color'), ['No color.']],
  ['a fog flag out of range', { ...valid, fog_of_war: 2 }, ['Check mismatch for fog_of_war.']],
  ['a dice value out of range', { ...valid, dice: 5 }, ['Check mismatch for dice.']],
  ['a bad ranking mode', { ...valid, ranking_mode: 3 }, ['Check mismatch for ranking_mode.']],
  [
    'capitals on a map without enough',
    { ...valid, game_type: 1, num_players: 5, map_id: 10 },
    [CREATE_GAME_TEXTS.capitals(5)],
  ],
  ['a password with symbols', { ...valid, password: 'pa ss!' }, [CREATE_GAME_TEXTS.badPassword]],
  [
    'advanced cards without cards',
    { ...valid, cards: 3, cards_advanced: 1 },
    ['The no cards setting cannot be advanced.'],
  ],
  [
    'uneven teams',
    { ...valid, num_players: 5, players_per_team: 2, join_manner: 0 },
    ['Each team should have an equal amount of players.'],
  ],
  [
    'a single team',
    { ...valid, num_players: 4, players_per_team: 4, join_manner: 0 },
    ['There are not enough players to form enough teams.'],
  ],
];

describe('POST /game/create answers every text of spec §5', () => {
  it.each(CASES)('%s', async (_name, form, errors) => {
    const { status, body } = await create(form);
    expect(status).toBe(422);
    expect(body).toEqual({ success: false, errors });
  });

  it('needs no join manner when teams have one player (the choice is disabled)', async () => {
    const { body } = await create(valid);
    expect(body).toMatchObject({ success: true, warnings: [] });
  });

  it('bounds the card cap only in the Capped mode, where it is read', async () => {
    expect(await create({ ...valid, cards: 2, cards_cap: 0 })).toEqual({
      status: 422,
      body: { success: false, errors: ['Check mismatch for cards_cap.'] },
    });
    for (const [cards, cap] of [
      [0, 0],
      [1, 1e9],
      [3, -1],
      [4, 'none'],
    ]) {
      const { body } = await create({ ...valid, cards, cards_cap: cap });
      expect(body).toMatchObject({ success: true });
      // The meaningless cap is stored as the default, never as what was sent.
      const game = await creator.http.json<{ options: { cards: number; cards_cap: number } }>(
        creator.http.get(`/api/game/${body.game_id}`),
      );
      expect(game.options).toMatchObject({ cards, cards_cap: DEFAULT_OPTIONS.cards_cap });
    }
  });

  it('warns about multiple card decks when 5 x players exceeds the territories', async () => {
    const { body } = await create({ ...valid, num_players: 9, map_id: 1 });
    expect(body).toMatchObject({ success: true, warnings: [CREATE_GAME_TEXTS.multipleDecks] });
  });

  it('accepts a capitals game where the map has the capitals, and team games with a join manner', async () => {
    expect(
      (await create({ ...valid, game_type: 1, num_players: 4, map_id: 10 })).body.success,
    ).toBe(true);
    const teams = await create({
      ...valid,
      num_players: 6,
      players_per_team: 3,
      join_manner: 1,
      team: 1,
    });
    expect(teams.body.success).toBe(true);
  });
});

describe('/game/create/capitals/{mapId}', () => {
  it('returns the capitals per player count with territory names', async () => {
    const guest = new HttpClient(server.baseUrl);
    const body = await guest.json<{
      success: boolean;
      caps: Record<string, { territory_id: number; name: string }[]>;
    }>(guest.get('/game/create/capitals/10'));
    expect(body.success).toBe(true);
    expect(Object.keys(body.caps)).toEqual(['2', '3', '4']);
    expect(body.caps['3']).toHaveLength(3);
    expect(body.caps['3']![0]).toEqual({
      territory_id: expect.any(Number),
      name: expect.any(String),
    });
    const posted = await creator.http.json(creator.http.post('/game/create/capitals/1'));
    expect(Object.keys(posted.caps as object)).toHaveLength(8);
  });

  it('answers an unknown map with 404', async () => {
    const guest = new HttpClient(server.baseUrl);
    expect((await guest.get('/game/create/capitals/9999')).status).toBe(404);
    expect((await guest.get('/game/create/capitals/abc')).status).toBe(404);
  });
});

describe("the role's games.active limit from the staff settings", () => {
  it('refuses creating and joining one game more, and counts only unfinished games', async () => {
    const admin = await signInAdmin(server.baseUrl);
    const setLimit = async (number: number) =>
      expect(
        (
          await admin.post('/api/staff/limits', {
            role: 'player',
            name: 'games.active',
            active: true,
            infinity: false,
            number,
          })
        ).status,
      ).toBe(200);
    const busy = await registerPlayer(server.baseUrl, 'Busy');
    const host = await registerPlayer(server.baseUrl, 'Host');
    await setLimit(1);
    try {
      const first = await createGame(busy);
      const refused = await busy.http.post('/game/create', gameForm({ num_players: 3 }));
      expect(refused.status).toBe(422);
      expect((await refused.json()).errors).toEqual([SESSION_ERRORS.tooManyGames]);

      const other = await createGame(host);
      const join = await playHttp(busy, other, 'join-game', { color: 2 });
      expect(join).toMatchObject({ status: 422, body: { error: SESSION_ERRORS.tooManyGames } });

      expect((await playHttp(busy, first, 'leave-game')).status).toBe(200);
      expect((await playHttp(busy, other, 'join-game', { color: 2 })).status).toBe(200);
    } finally {
      await setLimit(50);
    }
  });
});
