/**
 * The whole site as an OpenAPI 3.1 document, generated from the declared routes (routes/) and the
 * play contract (playCalls.ts), so the documentation cannot drift from what the server validates.
 * Served at GET /api/docs. zod's own JSON Schema converter (draft 2020-12, OpenAPI 3.1's dialect)
 * turns each schema into the document; docs/contract.md says why no other library is needed.
 */
import { z } from 'zod';
import { refusalSchema } from './contract/refusal';
import { splitKey, type Access, type Route, type RouteKey } from './contract/route';
import { LAST_UPDATE, PLAY_ACTION_NAMES, isEngineAction, payloadSchema } from './playCalls';
import { SITE_ROUTES } from './routes';

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

/** The OpenAPI document of the site: every declared route, and each play call as its own path. */
export function siteApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, declaration] of Object.entries(SITE_ROUTES) as [RouteKey, Route][]) {
    const { method, path } = splitKey(key);
    const documented = path.replace(/:(\w+)/g, '{$1}');
    paths[documented] = { ...paths[documented], [method.toLowerCase()]: operationOf(declaration) };
  }
  for (const action of PLAY_ACTION_NAMES) {
    paths[`/game/{gameId}/play/${action}`] = {
      parameters: [
        { name: 'gameId', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
      ],
      ...operation(action),
    };
  }
  return {
    openapi: '3.1.0' as const,
    info: {
      title: 'Conquest',
      version: '1',
      description: `Every HTTP route of the site. A refusal is always {success: false, error} with
the specification's text (a form's refusal names its fields in errors). Every POST carries the
CSRF token (X-CSRF-TOKEN, from GET /api/session) and spends the site-wide write budget.

The play calls of a game are the same calls, with the same payloads and replies, as the messages
of the game's room (room.request(action, payload)); the room sends the new state as schema
patches instead of an update-state body.\n\n${VERSIONING}`,
    },
    paths,
    components: { schemas: { Refusal: jsonSchema(refusalSchema, 'output') } },
  };
}

const ACCESS_NOTES = {
  anyone: 'Anyone, guests included.',
  player: 'A signed-in user.',
  moderator: 'A moderator or an admin.',
  admin: 'An admin.',
} as const;

function accessNote(access: Access): string {
  if (typeof access === 'string') return ACCESS_NOTES[access];
  const scraper = access.scraper
    ? ', or a scraper sending Authorization: Bearer METRICS_TOKEN'
    : '';
  const guest = access.signedIn ? ' (a guest is answered 401)' : '';
  return `Staff holding the permission ${access.permission}${scraper}${guest}.`;
}

/** A schema in OpenAPI 3.1's dialect (JSON Schema 2020-12), without the dialect named each time. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return rest;
}

/** A path or query object schema as OpenAPI parameters. */
function parametersOf(schema: z.ZodObject | undefined, place: 'path' | 'query') {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchema(schema, 'input') as {
    properties?: Record<string, object>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: place,
    required: place === 'path' || required.includes(name),
    schema: property,
  }));
}

const REFUSAL_CONTENT = {
  'application/json': { schema: { $ref: '#/components/schemas/Refusal' } },
};

/**
 * A success that is not JSON: text has a string schema; bytes have none, as OpenAPI 3.1 writes
 * binary content. The reply schema's description says what either holds.
 */
function rawSuccess(declaration: Route, raw: NonNullable<Route['raw']>) {
  const schema = jsonSchema(declaration.reply, 'output');
  return {
    description: typeof schema.description === 'string' ? schema.description : 'OK',
    content: { [raw.contentType]: raw.binary ? {} : { schema } },
  };
}

/** One declared route as an OpenAPI operation. */
function operationOf(declaration: Route) {
  const refusals = Object.fromEntries(
    Object.entries(declaration.refusals).map(([status, when]) => [
      status,
      { description: when ?? '', content: REFUSAL_CONTENT },
    ]),
  );
  const success = declaration.raw
    ? rawSuccess(declaration, declaration.raw)
    : {
        description: 'OK',
        content: { 'application/json': { schema: jsonSchema(declaration.reply, 'output') } },
      };
  const limit = declaration.limit ? ` Spends the ${declaration.limit} rate limit (429).` : '';
  return {
    tags: [declaration.tag],
    summary: declaration.summary,
    description: `${accessNote(declaration.access)}${limit}`,
    parameters: [
      ...parametersOf(declaration.params, 'path'),
      ...parametersOf(declaration.query, 'query'),
    ],
    ...(declaration.body && {
      requestBody: {
        required: true,
        content: { 'application/json': { schema: jsonSchema(declaration.body, 'input') } },
      },
    }),
    ...(declaration.upload && {
      requestBody: {
        required: true,
        description: `At most ${declaration.upload.maxBytes} bytes (413 above).`,
        // OpenAPI 3.1: bytes of a media type need no schema.
        content: Object.fromEntries(declaration.upload.contentTypes.map((type) => [type, {}])),
      },
    }),
    responses: { '200': success, ...refusals },
  };
}
