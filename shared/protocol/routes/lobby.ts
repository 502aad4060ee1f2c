import { z } from 'zod';
import { route, shaped, type RouteTable } from '../contract/route';
import { lobbyUpdateRequest, type LobbyUpdateResponse } from '../lobby';
import type { NavbarResponse } from '../navbar';

// The lobby, the navbar and notifications (spec §3, §7, §9).

const int = z.number().int();

const lobbyGame = z.object({
  game_id: int,
  creator_id: int.nullable(),
  hasPassword: z.boolean(),
  join_manner: int,
  status: int,
  map_name: z.string(),
  players: z.array(
    z.object({
      user_id: int,
      username: z.string(),
      color: int,
      computer: z.boolean(),
      rating: z.number(),
    }),
  ),
  watchers: int.optional(),
  num_players: int,
  game_type: int,
  cards: int,
  cards_cap: int,
  cards_advanced: int,
  fog_of_war: int,
  fortification: int,
  turn_order: int,
  dice: int,
  players_per_team: int,
  min_rating: z.number(),
  max_rating: z.number(),
  pointless: int,
  map_id: int,
  ranking_mode: int,
  turn_time: int,
});

const notification = z.object({
  notification_id: int,
  html: z.string(),
  kind: z.string(),
  text: z.string(),
  game_id: int.nullable(),
  url: z.string().nullable().optional(),
  timeout: int,
  created_at: z.string(),
});

const done = z.object({ success: z.literal(true) });
const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

export const LOBBY_ROUTES = {
  'POST /lobby/update': route({
    summary: 'The lobby’s games (live or long-term, filtered) as data and as the spec’s HTML.',
    tag: 'Lobby',
    access: 'anyone',
    body: lobbyUpdateRequest,
    reply: shaped<LobbyUpdateResponse>(
      z.object({
        success: z.literal(true),
        games: z.array(lobbyGame),
        pendingGamesHtml: z.string(),
        activeGamesHtml: z.string(),
        counts: z.object({ pending: int, active: int, online: int }),
      }),
    ),
    refusals: { 422: 'A filter out of range.' },
  }),
  'POST /navbar': route({
    summary: 'The navbar’s counts and notifications (polled every 20 s while active).',
    tag: 'Lobby',
    access: 'player',
    reply: z.object({
      success: z.literal(true),
      numMessages: int,
      numTurns: int,
      numPendingLiveGames: int,
      numPendingLongTermGames: int,
      numNotifications: int,
      notifications: z.array(notification),
    }) satisfies z.ZodType<NavbarResponse>,
    refusals: { 401: 'Not signed in.' },
  }),
  'POST /notifications/remove': route({
    summary: 'Dismisses one of the caller’s notifications.',
    tag: 'Lobby',
    access: 'player',
    body: z.object({ notification_id: id }),
    reply: done,
    refusals: { 401: 'Not signed in.', 404: 'There is no such notification.' },
  }),
  'POST /notifications/troll': route({
    summary: 'A staff notification to one user, shown timeout seconds (negative: until dismissed).',
    tag: 'Staff',
    access: { permission: 'debug.hack' },
    body: z.object({
      user_id: id,
      body: z.string().trim().min(1, 'The notification needs a text.').max(500),
      timeout: z.coerce.number().int().min(-1).max(86_400).default(-1),
    }),
    reply: z.object({ success: z.literal(true), notification_id: int }),
    refusals: { 403: 'Not allowed.', 404: 'There is no such user.' },
  }),
} satisfies RouteTable;
