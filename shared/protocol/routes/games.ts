import { z } from 'zod';
import { idParam } from '../contract/params';
import type { GameOptions } from '../../engine/options';
import { route, shaped, type RouteTable } from '../contract/route';
import { playComputerRequest } from '../practice';

// Creating a game, a practice game and a rematch, the game summary, and the play calls (spec §7).

const int = z.number().int();
const NO_SUCH_GAME = 'There is no such game.';
const gameParams = z.object({ gameId: idParam });

export const GAME_ROUTES = {
  'POST /game/create': route({
    summary:
      'Creates a game from the create-game form (shared/protocol/createGame.ts) and seats its creator.',
    tag: 'Games',
    access: 'player',
    body: z.record(z.string(), z.unknown()),
    reply: z.object({ success: z.literal(true), game_id: int, warnings: z.array(z.string()) }),
    refusals: {
      401: 'Not signed in.',
      422: 'The form is wrong: errors lists the spec’s texts.',
      429: 'Too many games created.',
    },
  }),
  'POST /game/play-computer': route({
    summary: 'Starts an unrated live game against computer players, the caller in seat 1.',
    tag: 'Games',
    access: 'player',
    body: playComputerRequest,
    reply: z.object({ success: z.literal(true), game_id: int }),
    refusals: {
      401: 'Not signed in.',
      422: 'A choice out of range, or the game cannot be created.',
      429: 'Too many games created.',
    },
  }),
  'POST /game/:gameId/rematch': route({
    summary: 'A player of a finished game creates its rematch (inviting the others) or joins it.',
    tag: 'Games',
    access: 'player',
    params: gameParams,
    missing: NO_SUCH_GAME,
    reply: z.object({
      success: z.literal(true),
      game_id: int,
      created: z.boolean(),
      joined: z.boolean(),
      message: z.string().optional(),
    }),
    refusals: {
      401: 'Not signed in.',
      403: 'Not a player of that game.',
      404: NO_SUCH_GAME,
      409: 'The game has not ended.',
      429: 'Too many games created.',
    },
  }),
  'GET /api/game/:gameId': route({
    summary: 'A game’s summary: options, seats with ratings and, once it has ended, the results.',
    tag: 'Games',
    access: 'anyone',
    params: gameParams,
    missing: NO_SUCH_GAME,
    reply: z.object({
      success: z.literal(true),
      game_id: int,
      status: int,
      version: int,
      map_id: int,
      creator_id: int.nullable(),
      hasPassword: z.boolean(),
      options: shaped<GameOptions>(z.record(z.string(), z.number())),
      players: z.array(
        z.object({
          player_id: int,
          user_id: int,
          username: z.string(),
          rating: z.number(),
          color: int,
          team: int,
          alive: z.boolean(),
        }),
      ),
      results: z.array(
        z.object({
          user_id: int,
          username: z.string(),
          rating_change: z.number(),
          tokens_change: z.number(),
        }),
      ),
    }),
    refusals: { 404: NO_SUCH_GAME },
  }),
  'POST /game/:gameId/play/:action': route({
    summary: 'A play call (each is documented under its own path below, with its payload).',
    tag: 'Game actions',
    access: 'anyone',
    params: z.object({ gameId: idParam, action: z.string() }),
    missing: NO_SUCH_GAME,
    // The call's payload is validated by the play contract (playCalls.ts), per action.
    body: z.record(z.string(), z.unknown()),
    reply: z.looseObject({ success: z.literal(true) }),
    refusals: {
      404: NO_SUCH_GAME,
      409: 'Refused by the rules, or stale (code staleUpdate).',
      422: 'Invalid payload, or an unknown action.',
      503: 'The game moved or the database is away (code gameMoved, serverAway, databaseAway).',
    },
  }),
} satisfies RouteTable;
