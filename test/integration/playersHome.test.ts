import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { commitAction, insertGame } from '../../server/db/games';
import { games, users } from '../../server/db/schema';
import { archivePage } from '../../server/players/archive';
import { backfillFinishedGames } from '../../server/players/backfill';
import { ladderPage } from '../../server/players/ladders';
import { myGames } from '../../server/players/myGames';
import { playerProfile } from '../../server/players/profile';
import { rowsOf } from '../../server/players/rows';
import {
  finishedGames,
  gameOutcomes,
  playerMaps,
  playerOpponents,
  playerStats,
} from '../../server/db/playersTables';
import {
  ALL_GAME_TYPES,
  archiveQuery,
  ladderQuery,
  playerProfile as profileSchema,
} from '../../shared/protocol/players';
import { addUser as addWorldUser, playFinished, type FinishedPlay } from '../support/playersWorld';
import { createScratchDatabase } from '../support/scratchDatabase';
import { GAME_STATUSES, type GameState, type GameStatus } from '../../shared/engine';

// The players' home against a small world with known answers, every game recorded through the
// same path as a game that ends on the server (recordFinishedGame after the ratings are settled):
//   Ann beats Bob 9 of 12 rated games (map 1, Deathmatch), 60 to 16 days ago, 4 a day apart;
//   Cat and Dan win 5 each of 10 rated games (map 2, Capitals), all in the last 30 days;
//   Bob and Cat play 3 unrated games with fog (Cat wins 2); Cat plays 2 with a
//   computer (1 each; unrated: one person);
//   Eve and Fay play 9 rated games (map 3, type 2): one short of every ladder.
// Each rated win is +10, each loss -10, so: Ann 1560, Cat 1500, Dan 1500, Bob 1440.

const scratch = process.env.DATABASE_URL
  ? await createScratchDatabase(process.env.DATABASE_URL)
  : undefined;
const locations = [
  { name: 'the embedded database', location: 'memory://' },
  ...(scratch ? [{ name: 'PostgreSQL', location: scratch.url }] : []),
];
afterAll(() => scratch?.drop());

const NOW = new Date('2026-06-30T12:00:00Z');
const DAY = 86_400_000;

describe.each(locations)('the players home on $name', ({ location }) => {
  let handle: DatabaseHandle;
  const ids: Record<string, number> = {};
  /** Game ids in the order played, by who played them. */
  const gamesOf: Record<string, number[]> = { annBob: [], catDan: [], bobCat: [], catComp: [] };

  async function addUser(username: string, computer = false) {
    ids[username] = await addWorldUser(handle.db, username, computer);
  }
  const play = (game: FinishedPlay) => playFinished(handle.db, NOW, game);

  beforeAll(async () => {
    handle = await openDatabase(location);
    for (const name of ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay']) await addUser(name);
    await addUser('Computer 1.2', true);
    const { Ann, Bob, Cat, Dan, Eve, Fay } = ids as Record<string, number>;
    const comp = ids['Computer 1.2']!;
    for (let i = 0; i < 12; i++) {
      const annWins = i % 4 !== 3;
      const seats = annWins
        ? [{ userId: Ann! }, { userId: Bob!, resigned: i < 4, missed: i === 0 ? 2 : 0 }]
        : [{ userId: Bob! }, { userId: Ann! }];
      gamesOf.annBob!.push(
        await play({ mapId: 1, gameType: 0, rated: true, daysAgo: 60 - i * 4, seats }),
      );
    }
    for (let i = 0; i < 10; i++) {
      const seats =
        i % 2 === 0 ? [{ userId: Cat! }, { userId: Dan! }] : [{ userId: Dan! }, { userId: Cat! }];
      gamesOf.catDan!.push(
        await play({ mapId: 2, gameType: 1, rated: true, daysAgo: 20 - i, seats }),
      );
    }
    for (let i = 0; i < 3; i++) {
      const seats =
        i < 2 ? [{ userId: Cat! }, { userId: Bob! }] : [{ userId: Bob! }, { userId: Cat! }];
      gamesOf.bobCat!.push(
        await play({ mapId: 1, gameType: 0, rated: false, fog: 1, daysAgo: 5 - i, seats }),
      );
    }
    for (let i = 0; i < 2; i++) {
      const seats =
        i === 0
          ? [{ userId: comp, computer: true }, { userId: Cat! }]
          : [{ userId: Cat! }, { userId: comp, computer: true }];
      gamesOf.catComp!.push(
        await play({ mapId: 1, gameType: 0, rated: false, daysAgo: 2 - i * 0.5, seats }),
      );
    }
    for (let i = 0; i < 9; i++) {
      await play({
        mapId: 3,
        gameType: 2,
        rated: true,
        daysAgo: 10 - i,
        seats: [{ userId: Eve! }, { userId: Fay! }],
      });
    }
    // A computer rated above everyone: still never ranked.
    await handle.db.update(users).set({ rating: 2000 }).where(eq(users.id, comp));
  });
  afterAll(() => handle?.close());

  const ladder = (query: Record<string, string> = {}) =>
    ladderPage(handle.db, ladderQuery.parse(query), NOW);

  describe('the ladders', () => {
    it('rank people with enough rated games by rating, equal ratings sharing a place, newest account first', async () => {
      const page = await ladder();
      expect(page.rows.map((row) => [row.rank, row.username, row.rating, row.rated_games])).toEqual(
        [
          [1, 'Ann', 1560, 12],
          [2, 'Dan', 1500, 10],
          [2, 'Cat', 1500, 10],
          [4, 'Bob', 1440, 12],
        ],
      );
      expect(page).toMatchObject({ total: 4, pages: 1, min_rated_games: 10 });
    });

    it('never rank a computer player, nor those one rated game short', async () => {
      const names = (await ladder()).rows.map((row) => row.username);
      expect(names).not.toContain('Computer 1.2');
      expect(names).not.toContain('Eve');
      expect((await ladder({ game_type: '2' })).rows).toEqual([]);
    });

    it('rank a game type by its own rating changes', async () => {
      const deathmatch = await ladder({ game_type: '0' });
      expect(
        deathmatch.rows.map((row) => [row.rank, row.username, row.rating, row.rated_won]),
      ).toEqual([
        [1, 'Ann', 1560, 9],
        [2, 'Bob', 1440, 3],
      ]);
      const capitals = await ladder({ game_type: '1' });
      expect(capitals.rows.map((row) => [row.rank, row.username, row.rating])).toEqual([
        [1, 'Dan', 1500],
        [1, 'Cat', 1500],
      ]);
    });

    it('take only the last 30 days rated games for the recent ladders', async () => {
      const recent = await ladder({ period: '30d' });
      // Ann and Bob played 4 of their games in the window: short of 10.
      expect(
        recent.rows.map((row) => [row.rank, row.username, row.rated_games, row.rated_won]),
      ).toEqual([
        [1, 'Dan', 10, 5],
        [1, 'Cat', 10, 5],
      ]);
      expect((await ladder({ period: '30d', game_type: '0' })).rows).toEqual([]);
    });

    it('answer an empty page past the end with the ladder size', async () => {
      expect(await ladder({ page: '2' })).toMatchObject({ rows: [], total: 4, page: 2, pages: 1 });
    });
  });

  describe('a profile', () => {
    it('count games, wins, resignations and missed turns, and the win rates by map and type', async () => {
      const bob = (await playerProfile(handle.db, ids.Bob!))!;
      expect(bob.totals).toEqual({
        played: 15,
        won: 4,
        win_rate: 4 / 15,
        resigned: 3,
        missed: 1,
        missed_turns: 2,
        rated_played: 12,
      });
      expect(bob.by_game_type).toEqual([{ game_type: 0, played: 15, won: 4, win_rate: 4 / 15 }]);
      const cat = (await playerProfile(handle.db, ids.Cat!))!;
      expect(cat.totals).toMatchObject({ played: 15, won: 8, rated_played: 10 });
      expect(cat.by_map.map((row) => [row.map_id, row.played, row.won, row.win_rate])).toEqual([
        [2, 10, 5, 0.5],
        [1, 5, 3, 0.6],
      ]);
      expect(cat.by_game_type.map((row) => [row.game_type, row.played, row.won])).toEqual([
        [0, 5, 3],
        [1, 10, 5],
      ]);
    });

    it('give the rank, the rating history and the favourite opponents', async () => {
      const ann = (await playerProfile(handle.db, ids.Ann!))!;
      expect([ann.rank, ann.ranked_players]).toEqual([1, 4]);
      expect(ann.rating_history).toHaveLength(12);
      expect(ann.rating_history.at(-1)!.rating).toBe(1560);
      expect(ann.rating_history[0]).toMatchObject({ game_id: gamesOf.annBob![0], rating: 1510 });
      expect(ann.opponents).toEqual([
        { user_id: ids.Bob, username: 'Bob', computer: false, games: 12, won: 9 },
      ]);
      expect(ann.recent_games).toHaveLength(10);
      expect(ann.recent_games[0]!.game_id).toBe(gamesOf.annBob!.at(-1));
      const dan = (await playerProfile(handle.db, ids.Dan!))!;
      expect(dan.rank).toBe(2);
    });

    it('mark a computer player and never rank it', async () => {
      const computer = (await playerProfile(handle.db, ids['Computer 1.2']!))!;
      expect(computer.user.computer).toBe(true);
      expect([computer.rank, computer.totals.played, computer.totals.won]).toEqual([null, 2, 1]);
      expect(computer.rating_history).toEqual([]);
      expect((await playerProfile(handle.db, ids.Eve!))!.rank).toBeNull();
    });

    it('show nothing only staff may see', async () => {
      const ann = (await playerProfile(handle.db, ids.Ann!))!;
      expect(Object.keys(ann.user).sort()).toEqual(
        ['computer', 'id', 'joined_at', 'last_active_at', 'rating', 'username'].sort(),
      );
      const text = JSON.stringify(ann);
      expect(text).not.toContain('secret.example');
      expect(text).not.toContain('never shown');
      expect(text).not.toMatch(/email|password|roles|tokens|"ip"/);
      expect(profileSchema.strict().safeParse(ann).success).toBe(true);
    });

    it('is undefined for no such user', async () => {
      expect(await playerProfile(handle.db, 999_999)).toBeUndefined();
    });
  });

  describe('the archive', () => {
    const archive = (query: Record<string, string | number | undefined>) =>
      archivePage(handle.db, archiveQuery.parse(query));

    it('filter by player, opponent, map, game type, options, rated and date', async () => {
      const count = async (query: Record<string, string | number>) =>
        (await archive({ ...query, limit: 100 })).games.length;
      expect(await count({ player: ids.Ann! })).toBe(12);
      expect(await count({ player: ids.Cat!, opponent: ids.Dan! })).toBe(10);
      expect(await count({ player: ids.Cat!, opponent: ids.Bob! })).toBe(3);
      expect(await count({ map: 2 })).toBe(10);
      expect(await count({ game_type: 2 })).toBe(9);
      expect(await count({ rated: '0' })).toBe(5);
      expect(await count({ fog_of_war: 1 })).toBe(3);
      expect(await count({ fog_of_war: 1, map: 2 })).toBe(0);
      expect(await count({ player: ids.Bob!, rated: '1', map: 1 })).toBe(12);
      const from = new Date(NOW.getTime() - 20.5 * DAY).toISOString();
      const to = new Date(NOW.getTime() - 10.5 * DAY).toISOString();
      // Cat and Dan's games 20 to 11 days ago, Ann and Bob's 20 and 16 days ago.
      expect(await count({ from, to })).toBe(12);
    });

    it('list each game once with its players and results, newest first', async () => {
      const page = await archive({ player: ids.Cat!, opponent: ids.Bob!, limit: 1 });
      expect(page.games[0]).toMatchObject({
        game_id: gamesOf.bobCat![2],
        map_id: 1,
        game_type: 0,
        rated: false,
        players: [
          { username: 'Bob', place: 0, won: true, rating_change: 0 },
          { username: 'Cat', place: 1, won: false },
        ],
      });
    });

    it('page by keyset to the last page, each game once, in a stable order', async () => {
      const seen: number[] = [];
      let after: string | undefined;
      const sizes: number[] = [];
      do {
        const page = await archive({ player: ids.Ann!, limit: 5, after });
        sizes.push(page.games.length);
        seen.push(...page.games.map((game) => game.game_id));
        after = page.next ?? undefined;
      } while (after);
      expect(sizes).toEqual([5, 5, 2]);
      expect(seen).toEqual([...gamesOf.annBob!].reverse());
    });

    it('keep games that ended at the same moment apart by id across a page boundary', async () => {
      const tied = new Date(NOW.getTime() - 100 * DAY);
      const [first, second] = gamesOf.catComp as [number, number];
      await handle.db
        .update(finishedGames)
        .set({ endedAt: tied })
        .where(sql`${finishedGames.gameId} in (${first}, ${second})`);
      // Nothing else ended that long ago.
      const to = new Date(tied.getTime() + 1).toISOString();
      const one = await archive({ to, limit: 1 });
      expect(one.games.map((game) => game.game_id)).toEqual([second]);
      const two = await archive({ to, limit: 1, after: one.next! });
      expect(two.games.map((game) => game.game_id)).toEqual([first]);
      expect(two.next).toBeNull();
    });

    it('answer an empty page when nothing matches', async () => {
      expect(await archive({ map: 99 })).toEqual({ games: [], next: null });
      expect(await archive({ player: ids.Eve!, opponent: ids.Ann! })).toEqual({
        games: [],
        next: null,
      });
    });

    it('refuse an opponent without a player, and a malformed cursor', () => {
      expect(archiveQuery.safeParse({ opponent: '3' }).success).toBe(false);
      expect(archiveQuery.safeParse({ after: '12x' }).success).toBe(false);
    });
  });

  it('list my games: finished ones as the archive does', async () => {
    const mine = await myGames(handle.db, ids.Dan!);
    expect([mine.running, mine.waiting]).toEqual([[], []]);
    expect(mine.finished.games.map((game) => game.game_id)).toEqual([...gamesOf.catDan!].reverse());
  });

  const opponentsKept = () =>
    handle.db
      .select()
      .from(playerOpponents)
      .orderBy(playerOpponents.userId, playerOpponents.opponentId);

  it('keep the opponents each player met as counted from every outcome, teammates aside', async () => {
    const counted = await rowsOf<{
      userId: number;
      opponentId: number;
      games: number;
      won: number;
    }>(
      handle.db,
      sql`SELECT me.user_id AS "userId", them.user_id AS "opponentId", count(*)::int AS games,
          count(*) FILTER (WHERE me.place < them.place)::int AS won
        FROM game_outcomes me
        JOIN game_outcomes them ON them.game_id = me.game_id AND them.user_id <> me.user_id
        WHERE me.team = 0 OR them.team <> me.team
        GROUP BY me.user_id, them.user_id ORDER BY 1, 2`,
    );
    expect(counted.length).toBeGreaterThan(0);
    expect(await opponentsKept()).toEqual(counted);
  });

  const mapsKept = () =>
    handle.db.select().from(playerMaps).orderBy(playerMaps.userId, playerMaps.mapId);

  it('keep the games and wins per player and map, and per player and game type, as counted from every outcome', async () => {
    const byMap = await rowsOf<{ userId: number; mapId: number; played: number; won: number }>(
      handle.db,
      sql`SELECT user_id AS "userId", map_id AS "mapId", count(*)::int AS played,
          count(*) FILTER (WHERE won)::int AS won
        FROM game_outcomes GROUP BY user_id, map_id ORDER BY 1, 2`,
    );
    expect(byMap.length).toBeGreaterThan(0);
    expect(await mapsKept()).toEqual(byMap);
    const byType = await rowsOf<Record<string, number>>(
      handle.db,
      sql`SELECT user_id AS "userId", game_type AS "gameType", count(*)::int AS played,
          count(*) FILTER (WHERE won)::int AS won,
          count(*) FILTER (WHERE resigned)::int AS resigned,
          count(*) FILTER (WHERE missed_turns > 0)::int AS missed,
          sum(missed_turns)::int AS "missedTurns",
          count(*) FILTER (WHERE rated)::int AS "ratedPlayed",
          count(*) FILTER (WHERE rated AND won)::int AS "ratedWon",
          coalesce(sum(rating_change) FILTER (WHERE rated), 0)::int AS "ratingPoints"
        FROM game_outcomes
        GROUP BY GROUPING SETS ((user_id, game_type), (user_id))`,
    );
    const allTypes = (row: Record<string, number>) => ({
      ...row,
      gameType: row.gameType ?? ALL_GAME_TYPES,
    });
    const order = (a: Record<string, number>, b: Record<string, number>) =>
      a.userId! - b.userId! || a.gameType! - b.gameType!;
    expect((await handle.db.select().from(playerStats)).sort(order)).toEqual(
      byType.map(allTypes).sort(order),
    );
  });

  it('list as current games only the player’s own games not ended, however they ended', async () => {
    const { Dan, Eve, Fay } = ids as Record<string, number>;
    let version = 0;
    const state = (status: GameStatus) =>
      ({ status, version: ++version, options: { game_type: 3, num_players: 2 } }) as GameState;
    /**
     * A game through the server's writes: made waiting, its seats taken with its first action,
     * then each status in turn; `endSeats` ends it with its seats written again (an action that
     * changes the seats) rather than without.
     */
    async function gameOf(seated: number[], statuses: GameStatus[], endSeats = false) {
      const first = state(GAME_STATUSES.pregame);
      const gameId = await insertGame(handle.db, {
        creatorId: seated[0]!,
        mapId: 1,
        password: '',
        state: first,
        nextDeadline: null,
      });
      const seats = seated.map((userId, i) => ({
        userId,
        playerId: i + 1,
        color: i + 1,
        team: 0,
        alive: true,
        onTurn: i === 0,
      }));
      let previousVersion = first.version;
      for (const [step, status] of [GAME_STATUSES.pregame, ...statuses].entries()) {
        const next = state(status);
        const write = step === 0 || (endSeats && status === GAME_STATUSES.ended);
        const committed = await commitAction(handle.db, {
          gameId,
          previousVersion,
          state: next,
          events: [],
          actionVersions: {},
          nextDeadline: null,
          seats: write ? seats : null,
          notifications: [],
          firstSeq: 0,
          now: NOW,
        });
        expect(committed).toBe(true);
        previousVersion = next.version;
      }
      return gameId;
    }
    const { pregame, running, ended } = GAME_STATUSES;
    const made = {
      waiting: await gameOf([Dan!], []),
      running: await gameOf([Eve!, Dan!], [running]),
      ended: await gameOf([Dan!, Eve!], [running, ended]),
      endedWithSeats: await gameOf([Dan!, Fay!], [running, ended], true),
      endedWaiting: await gameOf([Dan!], [ended]),
      others: await gameOf([Eve!, Fay!], [running]),
    };
    try {
      const current = async (userId: number) =>
        (await playerProfile(handle.db, userId))!.current_games.map((game) => [
          game.game_id,
          game.status,
          game.seated,
          game.on_turn,
        ]);
      expect(await current(Dan!)).toEqual([
        [made.running, running, 2, false],
        [made.waiting, pregame, 1, true],
      ]);
      expect(await current(Eve!)).toEqual([
        [made.others, running, 2, true],
        [made.running, running, 2, true],
      ]);
      const mine = await myGames(handle.db, Fay!);
      expect([mine.running.map((game) => game.game_id), mine.waiting]).toEqual([[made.others], []]);
    } finally {
      await handle.db.delete(games).where(inArray(games.id, Object.values(made)));
    }
  });

  it('backfill games that ended before the summaries to the same rows', async () => {
    const before = await handle.db
      .select()
      .from(playerStats)
      .orderBy(playerStats.userId, playerStats.gameType);
    const opponentsBefore = await opponentsKept();
    const mapsBefore = await mapsKept();
    await handle.db.delete(playerOpponents);
    await handle.db.delete(playerMaps);
    const outcomes = await handle.db
      .select()
      .from(gameOutcomes)
      .orderBy(gameOutcomes.gameId, gameOutcomes.userId);
    await handle.db.delete(playerStats);
    await handle.db.delete(finishedGames);
    await handle.db.delete(gameOutcomes);
    // One game whose state cannot be read is reported and left out, not fatal.
    const [odd] = await handle.db
      .insert(games)
      .values({ mapId: 1, status: 3, options: {}, state: { started_at: 1 } })
      .returning({ id: games.id });
    expect(await backfillFinishedGames(handle.db)).toEqual({
      summarised: 36,
      unreadable: [odd!.id],
    });
    expect((await backfillFinishedGames(handle.db)).summarised).toBe(0);
    const after = await handle.db
      .select()
      .from(playerStats)
      .orderBy(playerStats.userId, playerStats.gameType);
    expect(after).toEqual(before);
    expect(await opponentsKept()).toEqual(opponentsBefore);
    expect(await mapsKept()).toEqual(mapsBefore);
    const restored = await handle.db
      .select()
      .from(gameOutcomes)
      .orderBy(gameOutcomes.gameId, gameOutcomes.userId);
    expect(restored.map(({ endedAt: _, ...row }) => row)).toEqual(
      outcomes.map(({ endedAt: _, ...row }) => row),
    );
  });

  it('bring the players of a game that ended here into the kept ranks at once, and nobody else until they are read again', async () => {
    const { Cat, Eve, Fay } = ids as Record<string, number>;
    // The kept reads' clock, held: ten minutes on, every read kept so far is read again.
    let clock = performance.now() + 600_000;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => clock);
    try {
      const recentNames = async () =>
        (await ladder({ period: '30d' })).rows.map((row) => [row.rank, row.username, row.rating]);
      expect(await recentNames()).toEqual([
        [1, 'Dan', 1500],
        [1, 'Cat', 1500],
      ]);
      expect((await playerProfile(handle.db, Eve!))!.ranked_players).toBe(4);
      // Behind the kept reads' back, as another process's game would be.
      await handle.db.update(users).set({ rating: 1700 }).where(eq(users.id, Cat!));
      // Eve's tenth rated game, and Fay's: both enter the ladders.
      const seats = [{ userId: Eve! }, { userId: Fay! }];
      await play({ mapId: 3, gameType: 2, rated: true, daysAgo: 0.5, seats });
      expect(await recentNames()).toEqual([
        [1, 'Eve', 1600],
        [2, 'Dan', 1500],
        [2, 'Cat', 1500],
        [4, 'Fay', 1400],
      ]);
      const eve = (await playerProfile(handle.db, Eve!))!;
      expect([eve.rank, eve.ranked_players]).toEqual([1, 6]);
      // Once kept for 30 s, everything is read again: Cat's rating too.
      clock += 30_000;
      expect(await recentNames()).toEqual([
        [1, 'Cat', 1700],
        [2, 'Eve', 1600],
        [3, 'Dan', 1500],
        [4, 'Fay', 1400],
      ]);
      expect((await playerProfile(handle.db, Eve!))!.rank).toBe(2);
    } finally {
      now.mockRestore();
      await handle.db.update(users).set({ rating: 1500 }).where(eq(users.id, Cat!));
    }
  });
});
