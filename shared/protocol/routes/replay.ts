import { z } from 'zod';
import { idParam } from '../contract/params';
import { route, shaped, type RouteTable } from '../contract/route';
import type { ReplayResponse } from '../replay';

// The replay tool's input (DESIGN §4, spec §3 "Playback state"); its types are ../replay.ts.

export const NO_REPLAY = 'This game has no replay (yet).';

const int = z.number().int();
const count = int.min(0);

const event = z.object({
  type: int.min(0).max(12),
  player_id: int,
  param1: int,
  param2: int,
  param3: int,
  param4: int,
});

const player = z.object({
  player_id: int,
  user_id: int,
  username: z.string(),
  color: int,
  team: int,
  computer: z.string().nullable(),
  coached: z.boolean(),
});

const common = {
  success: z.literal(true),
  game_id: int,
  map_id: int,
  status: int,
  card_mode: int,
  players: z.array(player),
  events: z.array(event),
};

const playbackPlayer = z.object({
  color: int,
  alive: z.boolean(),
  cards: count,
  territories: count,
  troops: count,
  reinforcements: count,
  team: int.optional(),
});

const full = z.object({
  ...common,
  fogged: z.literal(false),
  initial: z.object({
    territories: z.array(z.object({ player_id: int, troops: count })),
    players: z.record(z.string(), playbackPlayer),
    round: count,
  }),
});

const seen = z.object({ player_id: int.nullable(), troops: count.nullable() });

const fogged = z.object({
  ...common,
  fogged: z.literal(true),
  viewer: int.nullable(),
  initial: z.object({ territories: z.array(seen), round: count }),
  views: z.array(z.array(z.tuple([int, int.nullable(), count.nullable()]))),
  blocked: z.string().nullable(),
});

export const REPLAY_ROUTES = {
  'GET /api/games/:gameId/replay': route({
    summary:
      'A game’s replay: every event over the post-deal state (no fog, or ended), or a running fog game as the caller could see it.',
    tag: 'Replay',
    access: 'anyone',
    params: z.object({ gameId: idParam }),
    missing: NO_REPLAY,
    reply: shaped<ReplayResponse>(z.discriminatedUnion('fogged', [full, fogged])),
    refusals: { 404: NO_REPLAY },
  }),
} satisfies RouteTable;
