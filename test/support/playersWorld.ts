import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { gameEvents, gameResults, games, users } from '../../server/db/schema';
import { ratingsChanged } from '../../server/players/keptReads';
import { recordFinishedGame } from '../../server/players/record';
import { DEFAULT_OPTIONS, EVENT_TYPES, type GameState } from '../../shared/engine';

// Finished games written as the server records one that ends (recordFinishedGame after the
// ratings are settled, then ratingsChanged), for tests of the players' home that need known answers.

const DAY = 86_400_000;

export interface FinishedPlay {
  mapId: number;
  gameType: GameState['options']['game_type'];
  rated: boolean;
  fog?: 0 | 1;
  /** Ended this many days before `now`. */
  daysAgo: number;
  /** In finishing order: the first wins. Each rated win is +10, each rated loss -10. */
  seats: { userId: number; computer?: boolean; resigned?: boolean; missed?: number }[];
}

/** Adds a user (a computer one has no roles, as the server makes them); returns its id. */
export async function addUser(db: Database, username: string, computer = false): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      username,
      email: `${username.toLowerCase().replace(/\W/g, '')}@secret.example`,
      passwordHash: 'never shown',
      roles: computer ? [] : ['player'],
      isComputer: computer,
    })
    .returning({ id: users.id });
  return row!.id;
}

/** Plays one game to its end as the server would record it; returns its id. */
export async function playFinished(db: Database, now: Date, game: FinishedPlay): Promise<number> {
  const options = {
    ...DEFAULT_OPTIONS,
    num_players: game.seats.length,
    map_id: game.mapId,
    game_type: game.gameType,
    fog_of_war: game.fog ?? 0,
    pointless: game.rated ? 0 : 1,
  } as const;
  const endedAt = now.getTime() - game.daysAgo * DAY;
  const players = game.seats.map((seat, i) => ({
    player_id: i + 1,
    user_id: seat.userId,
    team: 0,
    kills: 0,
    resigned: seat.resigned ?? false,
    computer: seat.computer ? 'normal' : null,
  }));
  const state = {
    status: 3,
    options,
    started_at: endedAt - 3_600_000,
    ended_at: endedAt,
    players,
    winner: 1,
    winning_team: 0,
    // First out first: the last seat went out first.
    out_order: players
      .slice(1)
      .map((p) => p.player_id)
      .reverse(),
    replaced: [],
  } as unknown as GameState;
  const [row] = await db
    .insert(games)
    .values({ mapId: game.mapId, status: 3, options, state, endedAt: new Date(endedAt) })
    .returning({ id: games.id });
  const gameId = row!.id;
  for (const [i, seat] of game.seats.entries()) {
    for (let turn = 0; turn < (seat.missed ?? 0); turn++) {
      await db.insert(gameEvents).values({
        gameId,
        seq: i * 10 + turn,
        version: 1,
        type: EVENT_TYPES.TURN_END,
        playerId: i + 1,
        param1: 1,
        param2: 0,
        param3: 0,
        param4: 0,
      });
    }
    if (!game.rated || seat.computer) continue;
    const change = i === 0 ? 10 : -10;
    await db
      .insert(gameResults)
      .values({ gameId, userId: seat.userId, ratingChange: change, tokensChange: 0 });
    await db
      .update(users)
      .set({ rating: sql`${users.rating} + ${change}` })
      .where(eq(users.id, seat.userId));
  }
  await db.transaction((tx) => recordFinishedGame(tx as never, gameId, state));
  // Committed: as the server does, the players' home brings the game's players into what it keeps.
  ratingsChanged(game.seats.map((seat) => seat.userId));
  return gameId;
}

/** The people of the known world below, by name. */
export type KnownPlayers = Record<'Ann' | 'Bob' | 'Cat' | 'Dan' | 'Computer', number>;

/**
 * The finished games both the routes' and the screens' tests know the answers of: Ann beats Bob
 * 9 of 12 rated games (map 1; Bob resigns the first 4 and misses 2 turns in the first); Cat and
 * Dan win 5 each of 10 rated games (map 2, type 1) in the last 20 days; Cat beats Bob 2 of 3
 * unrated fog games; Cat plays the computer twice, `computerGap` days apart (0: the same moment,
 * a tie for the archive's order).
 */
export function knownWorld(
  { Ann, Bob, Cat, Dan, Computer }: KnownPlayers,
  computerGap = 0,
): FinishedPlay[] {
  const games: FinishedPlay[] = [];
  for (let i = 0; i < 12; i++) {
    const seats =
      i % 4 !== 3
        ? [{ userId: Ann }, { userId: Bob, resigned: i < 4, missed: i === 0 ? 2 : 0 }]
        : [{ userId: Bob }, { userId: Ann }];
    games.push({ mapId: 1, gameType: 0, rated: true, daysAgo: 60 - i * 4, seats });
  }
  for (let i = 0; i < 10; i++) {
    const seats =
      i % 2 === 0 ? [{ userId: Cat }, { userId: Dan }] : [{ userId: Dan }, { userId: Cat }];
    games.push({ mapId: 2, gameType: 1, rated: true, daysAgo: 20 - i, seats });
  }
  for (let i = 0; i < 3; i++) {
    const seats = i < 2 ? [{ userId: Cat }, { userId: Bob }] : [{ userId: Bob }, { userId: Cat }];
    games.push({ mapId: 1, gameType: 0, rated: false, fog: 1, daysAgo: 5 - i, seats });
  }
  for (let i = 0; i < 2; i++) {
    const computer = { userId: Computer, computer: true };
    const seats = i === 0 ? [computer, { userId: Cat }] : [{ userId: Cat }, computer];
    games.push({ mapId: 1, gameType: 0, rated: false, daysAgo: 2 - i * computerGap, seats });
  }
  return games;
}
