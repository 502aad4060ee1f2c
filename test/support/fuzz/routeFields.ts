import fc from 'fast-check';
import { REGISTRATION_FIELDS, ROLES, loginSchema } from '../../../shared/protocol/account';
import { capitalsSaveSchema } from '../../../shared/protocol/capitals';
import { OPTION_FIELDS } from '../../../shared/protocol/createGame';
import {
  adjacencySchema,
  createMapSchema,
  regionAddSchema,
  regionRefSchema,
  regionUpdateSchema,
  territoryAddSchema,
  territoryRefSchema,
  territoryUpdateSchema,
} from '../../../shared/protocol/editor';
import {
  moveRequest,
  newTopicRequest,
  postRequest,
  reportRequest,
  searchQuery,
} from '../../../shared/protocol/forum';
import { LOBBY_FILTER_FIELDS } from '../../../shared/protocol/lobby';
import {
  blockRequest,
  messageReplyRequest,
  newConversationRequest,
} from '../../../shared/protocol/messages';
import {
  PUSH_KINDS,
  addSubscriptionRequest,
  removeSubscriptionRequest,
} from '../../../shared/protocol/push';
import { MODEL_KEYS, PERMISSION_NAMES } from '../../../shared/protocol/staff';
import { userListQuery } from '../../../shared/protocol/userList';

/**
 * The field names each route reads, so hostile values land on fields the route really parses
 * (past its first "missing field" check), with a plausible value per field name that the fuzzer
 * mixes in so a case reaches the code behind validation. Names come from the shared zod schemas;
 * the staff routes' schemas live in server/ (not exported), so their names are listed here and
 * must follow those schemas.
 */

const keys = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape);
const mapSettings = ['name', 'width', 'height', 'recommended_min', 'recommended_max'];

/** Route path (Express pattern) -> the body or query fields it reads; first match wins. */
const ROUTE_FIELDS: [RegExp, readonly string[]][] = [
  [/^\/api\/forum\/categories\/:\w+\/topics$/, keys(newTopicRequest)],
  [/^\/api\/forum\/(topics\/:\w+\/posts|posts\/:\w+\/edit|preview)$/, keys(postRequest)],
  [/^\/api\/forum\/posts\/:\w+\/report$/, keys(reportRequest)],
  [/^\/api\/forum\/topics\/:\w+\/move$/, keys(moveRequest)],
  [/^\/api\/forum\/topics\/:\w+$/, ['page', 'post']],
  [/^\/api\/forum\/search$/, keys(searchQuery)],
  [/^\/api\/forum\/reports/, ['status', 'note']],
  [/^\/messages$/, keys(newConversationRequest)],
  [/^\/messages\/(un)?block$/, keys(blockRequest)],
  [/^\/messages\/:\w+$/, keys(messageReplyRequest)],
  [/^\/account\/push-subscriptions\/add$/, keys(addSubscriptionRequest)],
  [/^\/account\/push-subscriptions\/remove$/, keys(removeSubscriptionRequest)],
  [/^\/account\/push-settings$/, PUSH_KINDS],
  // server/staff/permissions/routes.ts: permissionChange, limitChange.
  [/^\/api\/staff\/permissions$/, ['role', 'permission', 'value']],
  [/^\/api\/staff\/limits$/, ['role', 'name', 'active', 'infinity', 'number']],
  // server/staff/users/roles.ts, users/routes.ts, audit/routes.ts, reports/routes.ts.
  [/^\/api\/admin\/users\/:\w+\/roles$/, ['roles']],
  [/^\/api\/staff\/users\/:\w+\/username$/, ['username']],
  [/^\/api\/staff\/users\/:\w+\/suspend$/, ['reason', 'ends_at']],
  [/^\/api\/staff\/users\/:\w+\/events$/, ['balance']],
  [/^\/api\/staff\/users$/, ['q']],
  [/^\/api\/staff\/audit$/, ['actor_id', 'action', 'target_type', 'target_id', 'before']],
  [/^\/api\/staff\/reports/, ['status', 'note']],
  // server/staff/modpanel/routes.ts and server/http/notifications.ts.
  [/^\/modpanel\/system\/settings\/validate-model$/, ['key', 'value']],
  [/^\/modpanel\/stats\/api$/, ['range']],
  [/^\/modpanel\/game\/status$/, ['game_id', 'status']],
  [/^\/modpanel\/game\/timer$/, ['game_id', 'time']],
  [/^\/modpanel\/system\/send-email$/, ['to_user_id', 'subject', 'body']],
  [/^\/modpanel\/system\/send-push-notification$/, ['to_user_id', 'title', 'body', 'url']],
  [/^\/modpanel\/user\/:\w+\/ajax\/games$/, ['with']],
  [/^\/notifications\/troll$/, ['user_id', 'body', 'timeout']],
  [/^\/notifications\/remove$/, ['notification_id']],
  [/^\/api\/editor\/maps$/, keys(createMapSchema)],
  [/^\/api\/editor\/maps\/:\w+\/update$/, mapSettings],
  [/^\/api\/editor\/maps\/:\w+\/territory\/add$/, keys(territoryAddSchema)],
  [
    /^\/api\/editor\/maps\/:\w+\/(territory\/remove|regions\/:\w+\/territory\/(add|remove))$/,
    keys(territoryRefSchema),
  ],
  [/^\/api\/editor\/maps\/:\w+\/region\/add$/, keys(regionAddSchema)],
  [/^\/api\/editor\/maps\/:\w+\/region\/remove$/, keys(regionRefSchema)],
  [/^\/api\/editor\/maps\/:\w+\/territories\/:\w+\/update$/, keys(territoryUpdateSchema)],
  [/^\/api\/editor\/maps\/:\w+\/territories\/:\w+\/adjacency\//, keys(adjacencySchema)],
  [/^\/api\/editor\/maps\/:\w+\/regions\/:\w+\/update$/, keys(regionUpdateSchema)],
  [/^\/game\/create\/capitals\//, keys(capitalsSaveSchema)],
  [/^\/game\/create$/, OPTION_FIELDS],
  [/^\/register$/, REGISTRATION_FIELDS],
  [/^\/login$/, keys(loginSchema)],
  [/^\/api\/users$/, keys(userListQuery)],
  [/^\/api\/user\/names/, ['q', 'online']],
  [/^\/lobby\/update$/, ['live', 'listview', ...LOBBY_FILTER_FIELDS]],
  [/^\/chat/, ['room_id', 'game_id', 'last_updated', 'body']],
];

/** The fields `path` reads (empty for a route that reads none, such as a lock or a read by id). */
export function fieldsOf(path: string): readonly string[] {
  return ROUTE_FIELDS.find(([pattern]) => pattern.test(path))?.[1] ?? [];
}

/** Every field name the table knows (for the generic hostile bodies). */
export const ROUTE_FIELD_NAMES = [...new Set(ROUTE_FIELDS.flatMap(([, fields]) => fields))];

const text = fc.constantFrom('Fuzz text', 'Hello [b]there[/b]', 'x');
const base64url = (bytes: number) => fc.constant(Buffer.alloc(bytes, 7).toString('base64url'));

/** Values a route would accept for a field, given the ids and names the fixtures made. */
export function plausibleValue(
  field: string,
  world: { ids: readonly number[]; usernames: readonly string[] },
): fc.Arbitrary<unknown> {
  const id = fc.constantFrom(...world.ids);
  const username = fc.constantFrom(...world.usernames);
  const byName: Record<string, fc.Arbitrary<unknown>> = {
    title: text,
    body: text,
    subject: text,
    reason: text,
    note: text,
    name: fc.constantFrom('Fuzz map', 'games.active', 'messages.per-hour', 'Phone'),
    territory: fc.oneof(id, text),
    region: fc.oneof(id, text),
    username,
    to: fc.array(username, { minLength: 1, maxLength: 3 }),
    q: fc.constantFrom('fuzz', 'a', ''),
    page: fc.constantFrom(1, '1', 2),
    status: fc.constantFrom(1, 2, 3, 'open', 'resolved', 'all'),
    role: fc.constantFrom(...ROLES),
    roles: fc.array(fc.constantFrom(...ROLES), { minLength: 1, maxLength: 3 }),
    permission: fc.constantFrom(...PERMISSION_NAMES),
    value: fc.constantFrom(-1, 0, 1, '1', 'user', 'game'),
    key: fc.constantFrom(...MODEL_KEYS),
    active: fc.boolean(),
    infinity: fc.boolean(),
    number: fc.constantFrom(0, 5, 1000),
    ends_at: fc.constantFrom('', '2030-01-01T00:00:00Z'),
    range: fc.constantFrom('hour', 'day', 'week', 'month'),
    time: fc.constantFrom(60, 3600),
    timeout: fc.constantFrom(-1, 5),
    url: fc.constantFrom('/', '/forum', 'https://example.com/'),
    x: fc.constantFrom(10, 100),
    y: fc.constantFrom(10, 100),
    width: fc.constantFrom(800, 1200),
    height: fc.constantFrom(600, 800),
    bonus: fc.constantFrom(0, 2),
    recommended_min: fc.constantFrom(2, 3),
    recommended_max: fc.constantFrom(4, 6),
    opposite: fc.boolean(),
    auth_key: base64url(16),
    p256dh_key: base64url(65),
    endpoint: fc.constantFrom('https://push.example.com/fuzz', 'https://127.0.0.1/x'),
    caps: fc.constant({}),
    room_id: fc.constantFrom('lobby', 'game'),
    last_updated: fc.constant(0),
    balance: fc.constantFrom('0', '1'),
    online: fc.constantFrom('0', '1'),
    password: fc.constant('secret-password'),
  };
  if (byName[field]) return byName[field];
  if (/_id$|^id$|^other$|^before$|^post$|^with$/.test(field)) return id;
  if ((PUSH_KINDS as readonly string[]).includes(field)) return fc.boolean();
  return fc.oneof(id, text);
}
