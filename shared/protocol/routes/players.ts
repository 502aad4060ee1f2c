import { z } from 'zod';
import { idParams } from '../contract/params';
import { route, type RouteTable } from '../contract/route';
import { lineField } from '../fields';
import {
  archivePage,
  archiveQuery,
  ladderPage,
  ladderQuery,
  myGames,
  playerProfile,
} from '../players';

// The players' home (issue 31): a player's profile, "my games", the archive of finished games and
// the ladders. The replies' schemas and the rules they follow are in ../players.ts.

export const NO_SUCH_PLAYER = 'There is no such player.';

export const PLAYER_ROUTES = {
  'GET /api/users/:userId/profile': route({
    summary:
      'A player’s public profile: rating and its history, rank, totals, win rates by map and game type, favourite opponents, current and recent games, forum posts.',
    tag: 'Players',
    access: 'anyone',
    params: idParams('userId'),
    missing: NO_SUCH_PLAYER,
    reply: z.strictObject({
      ...playerProfile.shape,
      user: playerProfile.shape.user.strict(),
    }),
    refusals: { 404: NO_SUCH_PLAYER },
  }),
  'GET /api/users/named/:username': route({
    summary:
      'The player with this name (letter case aside): the id the archive’s player and opponent filters take.',
    tag: 'Players',
    access: 'anyone',
    params: z.object({ username: lineField(255) }),
    missing: NO_SUCH_PLAYER,
    reply: z.strictObject({ id: z.number(), username: z.string(), computer: z.boolean() }),
    refusals: { 404: NO_SUCH_PLAYER },
  }),
  'GET /api/my-games': route({
    summary:
      'The signed-in player’s running and waiting games and the first page of the finished ones.',
    tag: 'Players',
    access: 'player',
    reply: myGames,
    refusals: { 401: 'Not signed in.' },
  }),
  'GET /api/archive': route({
    summary:
      'Finished games, newest first, filtered by player, opponent, map, game type, options, end date and rating; `after` is the cursor of the next page.',
    tag: 'Players',
    access: 'anyone',
    query: archiveQuery,
    reply: archivePage,
    refusals: { 422: 'A filter out of range: the text names it.' },
  }),
  'GET /api/ladders': route({
    summary:
      'One page of a ladder: overall or one game type, all time or the last 30 days; people only, each with the minimum of finished rated games.',
    tag: 'Players',
    access: 'anyone',
    query: ladderQuery,
    reply: ladderPage,
    refusals: { 422: 'A game type, period or page out of range: the text names it.' },
  }),
} satisfies RouteTable;
