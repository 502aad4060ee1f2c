/**
 * The play API as an OpenAPI 3.1 document, generated from the play contract (play.ts), so the
 * documentation cannot drift from what the server validates. Served at GET /api/docs.
 */
import { z } from 'zod';
import { LAST_UPDATE, PLAY_ACTION_NAMES, isEngineAction, payloadSchema } from './playCalls';

const REFUSAL = {
  type: 'object',
  required: ['success', 'error'],
  properties: {
    success: { const: false },
    error: { type: 'string', description: 'The specification’s text for the refusal.' },
    code: { type: 'string', description: 'A stable code for the refusal (e.g. staleUpdate).' },
  },
} as const;

const VERSIONING = `Every game has a version, bumped by each accepted action. A call carries
last_update, the version the caller last saw. An engine action whose last_update is older than the
version the caller's own previous action produced (a duplicate, e.g. a retry of an action that went
through), or newer than the game's version, is refused with code staleUpdate (HTTP 409) and changes
nothing; update-state with last_update equal to the version answers {success, unchanged, version}.
A call answered 503 with code gameMoved reached the game while the server holding it died: its fate
is unknown, so send it again with the same last_update (staleUpdate then means it was applied).
Code serverAway (503: the game is held by another server, which cannot be reached for a moment)
and databaseAway (503) are answered the same way: send the call again later with the same
last_update.
A game is created pre-game (status 1) with its creator seated; it starts (status 2) when the last
seat is taken by join-game; it ends (status 3) with a winner.`;

const ACTION_NOTES: Partial<Record<string, string>> = {
  'join-game':
    'Takes a seat. The last join starts the game. Answers me (the seat as the spec’s Player), players and started.',
  attack:
    'Rolls up to num_attacks battles. Answers attacker_rolls, defender_rolls and both territories.',
  'update-state': 'The caller’s projection of the game (fog applies) in the spec’s layout.',
};

function operation(action: (typeof PLAY_ACTION_NAMES)[number]) {
  const body = z.toJSONSchema(payloadSchema(action).extend(LAST_UPDATE.shape), {
    io: 'input',
    unrepresentable: 'any',
  });
  return {
    post: {
      operationId: action,
      tags: [isEngineAction(action) ? 'Game actions' : 'Around the game'],
      summary: action,
      description: ACTION_NOTES[action] ?? '',
      requestBody: { required: true, content: { 'application/json': { schema: body } } },
      responses: {
        '200': {
          description: 'Accepted: {success: true, version, ...} (HTTP callers also get update).',
        },
        '403': { description: 'Not allowed', content: { 'application/json': { schema: REFUSAL } } },
        '404': {
          description: 'No such game',
          content: { 'application/json': { schema: REFUSAL } },
        },
        '409': {
          description: 'Refused by the rules or stale',
          content: { 'application/json': { schema: REFUSAL } },
        },
        '422': {
          description: 'Invalid payload',
          content: { 'application/json': { schema: REFUSAL } },
        },
        '429': { description: 'Rate limited (Retry-After)' },
      },
    },
  };
}

/** The OpenAPI document of the play API. */
export function playApiDocument() {
  const paths = Object.fromEntries(
    PLAY_ACTION_NAMES.map((action) => [
      `/game/{gameId}/play/${action}`,
      {
        parameters: [
          { name: 'gameId', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
        ],
        ...operation(action),
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Conquest play API',
      version: '1',
      description: `The play calls of a game, over HTTP. The same calls, with the same payloads and
replies, are the messages of the game's room (room.request(action, payload)); the room sends the
new state as schema patches instead of an update-state body.\n\n${VERSIONING}`,
    },
    paths,
  };
}
