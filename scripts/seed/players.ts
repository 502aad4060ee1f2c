/**
 * Seeds a database with people and a year of their finished games, for the players' home
 * (profiles, archive, ladders) and its benchmark:
 *
 *   npm run seed -- --players 10000 --games 100000 [--seed 1] [--db DIR|postgres://...]
 *
 * The database is DATABASE_URL, else --db, else the server's own (DATA_DIR/pglite). Writes in
 * bulk (one statement per table per chunk of games) and reports its time. Every seeded game is
 * history only: its stored state is a summary (status, options, players, winner) with no
 * territories, and it has no replay events. Computer players get an account per seat, as the
 * server makes them. A few hundred games are left waiting or running, with real engine states.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client.js';
import type { Database } from '../../server/db/client.js';
import { readMapFiles } from '../../server/services/mapCatalog.js';
import { upsertMaps } from '../../server/db/maps.js';
import { addToPlayerStats } from '../../server/players/record.js';
import { computerPlayerName } from '../../shared/protocol/computers.js';
import { numberArgument, stringArgument } from '../lib/stats.js';
import { makeGames, makePeople, randomFrom, type SeededGame } from './world.js';
import { seedCurrentGames } from './currentGames.js';
import { insertRows, iso, reserveIds } from './bulk.js';
import { seedForum } from './forum.js';
import { BASE_RATING } from '../../shared/protocol/players.js';

const CHUNK = 2_000;

function summaryState(game: SeededGame, userIds: number[]) {
  const winner = game.seats.find((seat) => seat.place === 0)!;
  return {
    status: 3,
    options: game.options,
    created_at: game.createdAt,
    started_at: game.startedAt,
    ended_at: game.endedAt,
    winner: winner.team > 0 ? 0 : winner.playerId,
    winning_team: winner.team,
    replaced: [],
    players: game.seats.map((seat, i) => ({
      player_id: seat.playerId,
      user_id: userIds[i],
      color: seat.color,
      team: seat.team,
      alive: seat.place === 0,
      resigned: seat.resigned,
      computer: seat.person === null ? 'normal' : null,
    })),
  };
}

async function writeGames(db: Database, games: SeededGame[], personIds: number[]) {
  const gameIds = await reserveIds(db, 'games', games.length);
  const computerSeats = games.flatMap((game, g) =>
    game.seats.filter((seat) => seat.person === null).map((seat) => ({ g, seat })),
  );
  const computerIds = await reserveIds(db, 'users', computerSeats.length);
  const computerOf = new Map(computerSeats.map(({ seat }, i) => [seat, computerIds[i]!]));
  await insertRows(
    db,
    'users (id, username, email, password_hash, roles, tokens, is_computer, created_at, last_active_at)',
    'id int, username text, email text, password_hash text, roles text[], tokens int, is_computer boolean, created_at timestamptz, last_active_at timestamptz',
    computerSeats.map(({ g, seat }, i) => ({
      id: computerIds[i],
      username: computerPlayerName(gameIds[g]!, seat.playerId),
      email: '',
      password_hash: '',
      roles: [],
      tokens: 0,
      is_computer: true,
      created_at: iso(games[g]!.createdAt),
      last_active_at: iso(games[g]!.endedAt),
    })),
  );
  const gameRows = [];
  const seatRows = [];
  const resultRows = [];
  const summaryRows = [];
  const outcomeRows = [];
  for (const [g, game] of games.entries()) {
    const gameId = gameIds[g]!;
    const userIds = game.seats.map((seat) =>
      seat.person === null ? computerOf.get(seat)! : personIds[seat.person]!,
    );
    const common = { game_id: gameId, ended_at: iso(game.endedAt) };
    gameRows.push({
      id: gameId,
      creator_id: userIds.find((_, i) => game.seats[i]!.person !== null) ?? null,
      map_id: game.options.map_id,
      status: 3,
      options: game.options,
      state: summaryState(game, userIds),
      version: 0,
      created_at: iso(game.createdAt),
      started_at: iso(game.startedAt),
      ended_at: common.ended_at,
    });
    summaryRows.push({
      ...common,
      map_id: game.options.map_id,
      game_type: game.options.game_type,
      rated: game.rated,
      options: game.options,
    });
    for (const [i, seat] of game.seats.entries()) {
      const userId = userIds[i]!;
      seatRows.push({
        game_id: gameId,
        user_id: userId,
        player_id: seat.playerId,
        color: seat.color,
        team: seat.team,
        alive: seat.place === 0,
        ended: true,
      });
      const person = seat.person !== null;
      if (game.rated && person) {
        resultRows.push({
          game_id: gameId,
          user_id: userId,
          rating_change: seat.ratingChange,
          tokens_change: seat.tokensChange,
        });
      }
      outcomeRows.push({
        ...common,
        user_id: userId,
        map_id: game.options.map_id,
        game_type: game.options.game_type,
        rated: game.rated && person,
        computer: !person,
        team: seat.team,
        place: seat.place,
        won: seat.place === 0,
        resigned: seat.resigned,
        missed_turns: seat.missedTurns,
        rating_change: seat.ratingChange,
        rating_after: seat.ratingAfter,
      });
    }
  }
  await insertRows(
    db,
    'games (id, creator_id, map_id, status, options, state, version, created_at, started_at, ended_at)',
    'id int, creator_id int, map_id int, status int, options jsonb, state json, version int, created_at timestamptz, started_at timestamptz, ended_at timestamptz',
    gameRows,
  );
  await insertRows(
    db,
    'game_seats (game_id, user_id, player_id, color, team, alive, ended)',
    'game_id int, user_id int, player_id int, color int, team int, alive boolean, ended boolean',
    seatRows,
  );
  await insertRows(
    db,
    'game_results (game_id, user_id, rating_change, tokens_change)',
    'game_id int, user_id int, rating_change int, tokens_change int',
    resultRows,
  );
  await insertRows(
    db,
    'finished_games (game_id, ended_at, map_id, game_type, rated, options)',
    'game_id int, ended_at timestamptz, map_id int, game_type int, rated boolean, options jsonb',
    summaryRows,
  );
  await insertRows(
    db,
    'game_outcomes (game_id, ended_at, user_id, map_id, game_type, rated, computer, team, place, won, resigned, missed_turns, rating_change, rating_after)',
    'game_id int, ended_at timestamptz, user_id int, map_id int, game_type int, rated boolean, computer boolean, team int, place int, won boolean, resigned boolean, missed_turns int, rating_change int, rating_after int',
    outcomeRows,
  );
  return gameIds;
}

async function main() {
  const playerCount = numberArgument('players', 10_000);
  const gameCount = numberArgument('games', 100_000);
  const random = randomFrom(numberArgument('seed', 1));
  const location =
    process.env.DATABASE_URL ??
    stringArgument('db') ??
    path.join(path.resolve(process.env.DATA_DIR ?? 'data'), 'pglite');
  const started = performance.now();
  const lap = (what: string) =>
    console.log(`${what.padEnd(40)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const database = await openDatabase(location);
  const { db } = database;
  const mapFiles = await readMapFiles();
  await upsertMaps(
    db,
    mapFiles.map(({ map, file }) => ({
      id: map.id,
      name: map.name,
      author: map.author,
      status: map.status,
      data: file,
      createdDate: map.creationDate,
    })),
    new Date(),
  );
  lap('opened, migrated, maps loaded');
  const now = Date.now();
  const people = makePeople(playerCount, random, now);
  const personIds = await reserveIds(db, 'users', people.length);
  const ratings = people.map(() => BASE_RATING);
  const games = makeGames(
    gameCount,
    people,
    mapFiles.map(({ map }) => map.id),
    random,
    now,
    ratings,
  );
  lap(`made up ${people.length} people, ${games.length} games`);
  await insertRows(
    db,
    'users (id, username, email, password_hash, rating, created_at, last_active_at)',
    'id int, username text, email text, password_hash text, rating int, created_at timestamptz, last_active_at timestamptz',
    people.map((person) => ({
      id: personIds[person.index],
      username: person.username,
      email: `${person.username.toLowerCase()}@example.com`,
      // Not a hash of anything: seeded people cannot sign in.
      password_hash: '!',
      rating: ratings[person.index],
      created_at: iso(person.createdAt),
      last_active_at: iso(person.lastActiveAt),
    })),
  );
  lap('people written');
  const gameIds: number[] = [];
  for (let from = 0; from < games.length; from += CHUNK) {
    gameIds.push(...(await writeGames(db, games.slice(from, from + CHUNK), personIds)));
  }
  lap('finished games written');
  await addToPlayerStats(db, sql`o.game_id BETWEEN ${gameIds[0] ?? 0} AND ${gameIds.at(-1) ?? 0}`);
  lap('player totals added');
  await seedCurrentGames(db, mapFiles, personIds, random, now);
  await seedForum(db, personIds, random, now);
  lap('current games and forum written');
  // VACUUM too: index-only scans (the 30-day ladders) need the visibility map it sets.
  await db.execute(sql`VACUUM ANALYZE`);
  lap('vacuumed and analyzed; done');
  await database.close();
}

await main();
