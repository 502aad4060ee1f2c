import { and, asc, desc, eq, gt, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { GameOptions } from '../../shared/engine';
import {
  LOBBY_FILTER_FIELDS,
  type LobbyPlayer,
  type LobbyUpdateRequest,
} from '../../shared/protocol/lobby';
import type { Database } from './client';
import { isLiveGame, jsonNumber, optionValue } from './gameOptionsSql';
import { gameSeats, games, users } from './schema';
import { GAME_STATUSES } from '../../shared/engine';

/** A game as the lobby lists it, before names are attached. */
export interface LobbyGameRow {
  id: number;
  creatorId: number | null;
  mapId: number;
  status: number;
  options: GameOptions;
  hasPassword: boolean;
  players: LobbyPlayer[];
}

/** Most games each list shows. */
const LIST_LIMIT = 100;

function lobbyConditions(status: number, request: LobbyUpdateRequest): SQL[] {
  const conditions = [eq(games.status, status), request.live === 1 ? isLiveGame : not(isLiveGame)];
  for (const field of LOBBY_FILTER_FIELDS) {
    if (request[field] >= 0)
      conditions.push(sql`${optionValue(field)} = ${jsonNumber(request[field])}`);
  }
  return conditions;
}

/** The open (status 1, newest first) or running (status 2, latest started first) games of a lobby. */
export async function lobbyGames(
  db: Database,
  status: 1 | 2,
  request: LobbyUpdateRequest,
): Promise<LobbyGameRow[]> {
  const rows = await db
    .select({
      id: games.id,
      creatorId: games.creatorId,
      mapId: games.mapId,
      status: games.status,
      options: games.options,
      hasPassword: sql<boolean>`${games.password} <> ''`,
    })
    .from(games)
    .where(and(...lobbyConditions(status, request)))
    .orderBy(
      status === GAME_STATUSES.pregame ? desc(games.createdAt) : desc(games.startedAt),
      desc(games.id),
    )
    .limit(LIST_LIMIT);
  const players = await playersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    options: row.options as GameOptions,
    players: players.get(row.id) ?? [],
  }));
}

async function playersOf(db: Database, gameIds: number[]): Promise<Map<number, LobbyPlayer[]>> {
  const byGame = new Map<number, LobbyPlayer[]>();
  if (gameIds.length === 0) return byGame;
  const seats = await db
    .select({
      gameId: gameSeats.gameId,
      user_id: gameSeats.userId,
      username: users.username,
      color: gameSeats.color,
      computer: users.isComputer,
      rating: users.rating,
    })
    .from(gameSeats)
    .innerJoin(users, eq(users.id, gameSeats.userId))
    .where(inArray(gameSeats.gameId, gameIds))
    .orderBy(asc(gameSeats.playerId));
  for (const { gameId, ...player } of seats) {
    byGame.set(gameId, [...(byGame.get(gameId) ?? []), player]);
  }
  return byGame;
}

/** Users active since `since` (the lobby caption's "online"). */
export async function countOnlineUsers(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(gt(users.lastActiveAt, since));
  return row?.count ?? 0;
}
