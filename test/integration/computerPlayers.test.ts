import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPES, type GameState } from '../../shared/engine';
import { COMPUTER_TEXTS } from '../../shared/protocol/computers';
import { loadEvents, loadGame } from '../../server/db/games';
import { notifications, users } from '../../server/db/schema';
import { HttpClient } from '../support/httpClient';
import {
  createGame,
  gameForm,
  playHttp,
  registerPlayer,
  resignWhenAllowed,
  type TestPlayer,
} from '../support/gameClients';
import { startTestServer, type TestServer } from '../support/server';
import { playShortTurn } from '../support/shortTurn';

let server: TestServer;
let fay: TestPlayer;
let gus: TestPlayer;

const LONG_TERM = 86_400;

beforeAll(async () => {
  // Live games pause a little before each computer move, as on the site, only shorter.
  server = await startTestServer({ COMPUTER_DELAY_MS: '5-20' });
  fay = await registerPlayer(server.baseUrl, 'Fay');
  gus = await registerPlayer(server.baseUrl, 'Gus');
});
afterAll(async () => {
  await server?.stop();
});

const stored = async (gameId: number): Promise<GameState> =>
  (await loadGame(server.app.context.db, gameId))!.state;

const account = async (userId: number) => {
  const [row] = await server.app.context.db.select().from(users).where(eq(users.id, userId));
  return row!;
};

/** Polls the stored game (the sweeper runs too, as it does on the site) until `done` holds. */
async function until(
  gameId: number,
  done: (state: GameState) => boolean,
  timeoutMs = 120_000,
): Promise<GameState> {
  const start = Date.now();
  for (;;) {
    await server.app.sweepTimers();
    const state = await stored(gameId);
    if (done(state)) return state;
    if (Date.now() - start > timeoutMs) throw new Error(`game ${gameId} stuck: ${state.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('computer players on the real server, with nobody connected', () => {
  it('seats the computers asked for, and they play a game to its end through the play path', async () => {
    const tokensBefore = (await account(fay.userId)).tokens;
    const gameId = await createGame(fay, {
      num_players: 4,
      turn_time: LONG_TERM,
      computer_players: 'easy,normal,hard',
    });
    let state = await until(gameId, (s) => s.status === 2);
    const computers = state.players.filter((p) => p.computer);
    expect(computers.map((p) => p.computer).sort()).toEqual(['easy', 'hard', 'normal']);
    for (const seat of computers) {
      const row = await account(seat.user_id);
      expect(row).toMatchObject({ isComputer: true, tokens: 0, passwordHash: '', roles: [] });
      // A computer account cannot sign in.
      const login = await new HttpClient(server.baseUrl).post('/login', {
        username: row.username,
        password: 'anything-at-all',
      });
      expect(login.status).toBe(401);
    }
    await resignWhenAllowed(fay, gameId);
    state = await until(gameId, (s) => s.status === 3);
    expect(state.players[state.winner - 1]?.computer).not.toBeNull();
    const events = await loadEvents(server.app.context.db, gameId);
    const attackers = new Set(
      events.filter((e) => e.type === EVENT_TYPES.ATTACK).map((e) => e.player_id),
    );
    expect([...attackers].every((id) => state.players[id - 1]?.computer)).toBe(true);
    expect(attackers.size).toBeGreaterThan(0);
    // No missed turn: every computer turn was played, none timed out.
    expect(events.some((e) => e.type === EVENT_TYPES.TURN_END && e.param1 === 1)).toBe(false);
    // One person in the game: nothing to rate; the creator paid to join, computers paid nothing.
    const after = await account(fay.userId);
    expect(after.rating).toBe(1500);
    expect(after.tokens).toBe(tokensBefore - 3);
    for (const seat of computers) expect(await account(seat.user_id)).toMatchObject({ tokens: 0 });
    // The replay marks them too.
    const replay = await fay.http.json<{
      players: { player_id: number; computer: string | null }[];
    }>(fay.http.get(`/api/games/${gameId}/replay`));
    expect(replay.players.map((p) => p.computer)).toEqual(state.players.map((p) => p.computer));
  }, 180_000);

  it('under fog, they play a game to its end, each remembering its own views and log lines', async () => {
    const gameId = await createGame(fay, {
      num_players: 4,
      fog_of_war: 1,
      turn_time: LONG_TERM,
      computer_players: 'normal,hard,hard',
    });
    await until(gameId, (s) => s.status === 2);
    await resignWhenAllowed(fay, gameId);
    const state = await until(gameId, (s) => s.status === 3);
    expect(state.players[state.winner - 1]?.computer).not.toBeNull();
    const events = await loadEvents(server.app.context.db, gameId);
    expect(events.some((e) => e.type === EVENT_TYPES.TURN_END && e.param1 === 1)).toBe(false);
  }, 180_000);

  it('hands the seat of a person who misses 3 turns to a computer, which plays it (a live game)', async () => {
    const gameId = await createGame(fay, {
      turn_time: 120,
      computer_replace: 'normal',
    });
    await playHttp(gus, gameId, 'join-game', { color: 2 });
    let state = await stored(gameId);
    expect(state.status).toBe(2);
    const sleeper = state.turns[0]!.player_id;
    const sleeperUser = state.players[sleeper - 1]!.user_id;
    const awake = [fay, gus].find((p) => p.userId !== sleeperUser)!;
    for (let missed = 1; missed <= 3; missed++) {
      server.clock.advance(121 * 1000);
      await until(gameId, (s) => s.turns[0]?.player_id !== sleeper);
      if (missed === 3) break;
      await playShortTurn(server, gameId, awake);
    }
    state = await until(gameId, (s) => s.players[sleeper - 1]!.computer !== null);
    const seat = state.players[sleeper - 1]!;
    expect(seat).toMatchObject({
      alive: true,
      neutral: false,
      computer: 'normal',
      missed_turns: 0,
    });
    expect(seat.user_id).not.toBe(sleeperUser);
    const events = await loadEvents(server.app.context.db, gameId);
    expect(events.some((e) => e.type === EVENT_TYPES.TURNED_NEUTRAL)).toBe(false);
    // The person is gone from the game; the awake player ends a turn, and the computer plays its
    // own (the clock stands still: no timer ends it).
    expect(state.players.some((p) => p.user_id === sleeperUser)).toBe(false);
    const told = await server.app.context.db
      .select({ text: notifications.text })
      .from(notifications)
      .where(and(eq(notifications.userId, sleeperUser), eq(notifications.gameId, gameId)));
    expect(told.map((n) => n.text)).toContain(
      `You missed 3 turns in a row in game #${gameId}: a computer player has taken over your seat.`,
    );
    await playShortTurn(server, gameId, awake);
    const turnsBefore = state.turn_counter;
    await until(
      gameId,
      (s) =>
        s.status === 3 || (s.turn_counter > turnsBefore + 1 && s.turns[0]?.player_id !== sleeper),
    );
    const played = (await loadEvents(server.app.context.db, gameId)).filter(
      (e) =>
        e.player_id === sleeper &&
        (e.type === EVENT_TYPES.REINFORCE || e.type === EVENT_TYPES.TURN_END),
    );
    expect(played.some((e) => e.type === EVENT_TYPES.REINFORCE)).toBe(true);
    // The person who stayed resigns and the computer wins; the person who was replaced ranks
    // below everyone, so the rating moves from the replaced person to the one who stayed.
    const [awakeBefore, sleeperBefore] = [await account(awake.userId), await account(sleeperUser)];
    await resignWhenAllowed(awake, gameId);
    await until(gameId, (s) => s.status === 3);
    const awakeGain = (await account(awake.userId)).rating - awakeBefore.rating;
    expect(awakeGain).toBeGreaterThan(0);
    expect((await account(sleeperUser)).rating - sleeperBefore.rating).toBe(-awakeGain);
  }, 60_000);

  it('rates a game with computer players only between its people', async () => {
    const [fayBefore, gusBefore] = [await account(fay.userId), await account(gus.userId)];
    const gameId = await createGame(fay, {
      num_players: 3,
      turn_time: LONG_TERM,
      computer_players: 'easy',
    });
    await playHttp(gus, gameId, 'join-game', { color: 2 });
    let state = await until(gameId, (s) => s.status === 2);
    expect(state.players.filter((p) => p.computer)).toHaveLength(1);
    await resignWhenAllowed(gus, gameId);
    await resignWhenAllowed(fay, gameId);
    state = await until(gameId, (s) => s.status === 3);
    const computer = state.players.find((p) => p.computer)!;
    expect(state.winner).toBe(computer.player_id);
    // Winner takes all among the people: Fay, who stayed longer, beats Gus; the computer's
    // account has no rating to change.
    const [fayAfter, gusAfter] = [await account(fay.userId), await account(gus.userId)];
    expect(fayAfter.rating - fayBefore.rating).toBeGreaterThan(0);
    expect(gusAfter.rating - gusBefore.rating).toBe(-(fayAfter.rating - fayBefore.rating));
    expect(await account(computer.user_id)).toMatchObject({ rating: 1500, tokens: 0 });
  }, 60_000);
});

describe('empty seats filled by computer players', () => {
  it('waits for people as long as the creator chose, then fills the empty seats and starts', async () => {
    const gameId = await createGame(fay, {
      num_players: 4,
      turn_time: 120,
      computer_fill: 'easy',
      computer_fill_after: 300,
    });
    await playHttp(gus, gameId, 'join-game', { color: 2 });
    server.clock.advance(290 * 1000);
    await server.app.sweepTimers();
    expect((await stored(gameId)).players).toHaveLength(2);
    // Both people confirm they are still there (a live game's pre-game asks every 10 minutes).
    await playHttp(fay, gameId, 'still-here');
    await playHttp(gus, gameId, 'still-here');
    server.clock.advance(11 * 1000);
    const state = await until(gameId, (s) => s.status === 2);
    expect(state.players.map((p) => p.computer)).toEqual([null, null, 'easy', 'easy']);
  });
});

describe('POST /game/create refuses bad computer-player fields', () => {
  const cases: [string, Record<string, unknown>, string[]][] = [
    [
      'an unknown level',
      { computer_players: 'hard,godlike' },
      [COMPUTER_TEXTS.badLevel('Computer players')],
    ],
    ['more computers than free seats', { computer_players: 'easy,hard' }, [COMPUTER_TEXTS.tooMany]],
    [
      'a list that is not a list',
      { computer_players: 7 },
      [COMPUTER_TEXTS.badLevel('Computer players')],
    ],
    ['a fill without a wait', { computer_fill: 'easy' }, [COMPUTER_TEXTS.badWait]],
    [
      'a wait not offered',
      { computer_fill: 'easy', computer_fill_after: 42 },
      [COMPUTER_TEXTS.badWait],
    ],
    [
      'an unknown replacement level',
      { computer_replace: 'expert' },
      [COMPUTER_TEXTS.badLevel('Replace players who miss 3 turns')],
    ],
  ];
  it.each(cases)('%s', async (_name, fields, errors) => {
    const response = await gus.http.post('/game/create', gameForm(fields));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ success: false, errors });
  });
});
