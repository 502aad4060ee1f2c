import { z } from 'zod';
import { idParam } from '../contract/params';
import { route, shaped, type RouteTable } from '../contract/route';
import { STAFF_REFUSALS } from '../staff';

// The hack panel's debug views of a game (spec §7: GET /game/{id}/debug/state, /stack, /events),
// for holders of debug.game.

const int = z.number().int();
const success = z.literal(true);
const NOT_STAFF = 'You do not have permission to do that.';

const storedEvent = z.object({
  seq: int,
  version: int,
  at: z.string(),
  type: int,
  player_id: int,
  param1: int,
  param2: int,
  param3: int,
  param4: int,
});

const debugView = <R extends z.ZodType>(summary: string, reply: R) =>
  route({
    summary,
    tag: 'Staff',
    access: { permission: 'debug.game' },
    params: z.object({ gameId: idParam }),
    missing: STAFF_REFUSALS.noGame,
    reply,
    refusals: { 403: NOT_STAFF, 404: STAFF_REFUSALS.noGame },
  });

export const DEBUG_ROUTES = {
  'GET /game/:gameId/debug/state': debugView(
    'The engine state as stored (the generator and the deck’s order only with debug.secrets or once ended).',
    z.object({
      success,
      game_id: int,
      version: int,
      state: shaped<object>(z.record(z.string(), z.unknown())),
    }),
  ),
  'GET /game/:gameId/debug/stack': debugView(
    'The game’s latest accepted actions (one per version, newest first), with their events.',
    z.object({
      success,
      game_id: int,
      version: int,
      actions: z.array(z.object({ version: int, at: z.string(), events: z.array(storedEvent) })),
    }),
  ),
  'GET /game/:gameId/debug/events': debugView(
    'Every replay event of the game, in order.',
    z.object({ success, game_id: int, events: z.array(storedEvent) }),
  ),
} satisfies RouteTable;
