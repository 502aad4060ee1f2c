import fc from 'fast-check';
import { REPORT_SOURCES } from '../../../shared/protocol/staff';
import { ROUTE_FIELD_NAMES } from './routeFields';
import { REGISTRATION_FIELDS } from '../../../shared/protocol/account';
import { OPTION_FIELDS } from '../../../shared/protocol/createGame';
import {
  ENGINE_ACTION_PAYLOADS,
  PLAY_ACTION_NAMES,
  SIDE_ACTION_PAYLOADS,
} from '../../../shared/protocol/playCalls';

/**
 * Values built to break a server: numbers past what the database holds, control characters,
 * injection and markup payloads, deep and wide structures, wrong types. Field names come from the
 * shared contract, so every known field gets hostile values.
 */

const payloadKeys = (schemas: Record<string, unknown>) =>
  Object.values(schemas).flatMap((schema) =>
    Object.keys((schema as { shape?: Record<string, unknown> }).shape ?? {}),
  );

export const FIELD_NAMES = [
  ...new Set([
    ...payloadKeys(ENGINE_ACTION_PAYLOADS),
    ...payloadKeys(SIDE_ACTION_PAYLOADS),
    ...OPTION_FIELDS,
    ...REGISTRATION_FIELDS,
    ...['last_update', 'last_updated', 'room_id', 'game_id', 'body', 'notification_id', 'roles'],
    ...['user_id', 'username', 'password', 'live', 'listview', 'q', 'online', 'before', 'type'],
    ...['title', 'url', 'subject', 'status', 'time', 'key', 'value', 'territory', 'other'],
    ...['opposite', 'region', 'name', 'reason', 'days', 'id', 'topic_id', 'category_id', 'page'],
    ...ROUTE_FIELD_NAMES,
  ]),
];

const hostileNumber = fc.oneof(
  fc.constantFrom(
    2 ** 31,
    2 ** 31 - 1,
    2 ** 32,
    2 ** 53,
    -(2 ** 31) - 1,
    -1,
    0,
    0.5,
    1e308,
    -1e308,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[31m',
    '\ud800',
    '\udfff',
    'a\ud800b',
    '2147483648',
    '99999999999999999999999999',
    '-1',
    '1e308',
    'NaN',
    'null',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '[url=javascript:alert(1)]x[/url]',
    '%00',
    '../../etc/passwd',
    '__proto__',
    'constructor',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constant('x'.repeat(70_000)),
);

const leaf = fc.oneof(hostileNumber, hostileString, fc.boolean(), fc.constant(null));

/** Any JSON-ish value, nested a little (deep nesting is a case of its own). */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A request body: known fields with hostile values, sometimes not an object at all. */
export const hostileBody: fc.Arbitrary<unknown> = fc.oneof(
  {
    arbitrary: fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue, { maxKeys: 6 }),
    weight: 6,
  },
  { arbitrary: hostileValue, weight: 1 },
);

/** A value for a route's `:param`: a real id (or name, or source) now and then, else anything hostile. */
export function hostileParam(
  name: string,
  world: { ids: readonly number[]; usernames: readonly string[] },
): fc.Arbitrary<string> {
  const vocabulary: Record<string, readonly string[]> = {
    action: PLAY_ACTION_NAMES,
    source: REPORT_SOURCES,
    username: world.usernames,
  };
  const known = fc.constantFrom(...(vocabulary[name] ?? world.ids.map(String)));
  return fc.oneof(
    { arbitrary: known, weight: 3 },
    { arbitrary: hostileString.map((text) => text.slice(0, 200)), weight: 2 },
    { arbitrary: hostileNumber.map(String), weight: 2 },
  );
}

/** Keys that pollute a prototype when a server merges a body into an object carelessly. */
const pollution = fc
  .constantFrom('__proto__', 'constructor', 'prototype')
  .map(
    (key) => `{"${key}":{"roles":["admin"],"permissions":["system.permissions"],"isAdmin":true}}`,
  );

/**
 * A body for a route that reads `fields`: each field plausible, hostile or absent, now and then an
 * unknown field or a prototype-polluting key beside them; else a generic hostile body.
 */
export function routeBody(
  fields: readonly string[],
  plausible: (field: string) => fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  const shaped = fc
    .record({
      known: fc.record(
        Object.fromEntries(
          fields.map((field) => [
            field,
            fc.oneof(
              { arbitrary: plausible(field), weight: 4 },
              { arbitrary: hostileValue, weight: 3 },
              { arbitrary: fc.constant(undefined), weight: 1 },
            ),
          ]),
        ),
      ),
      extra: fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue, { maxKeys: 1 }),
      polluted: fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 6 },
        { arbitrary: pollution, weight: 1 },
      ),
    })
    // JSON.parse makes "__proto__" an own key, as a server's body parser does.
    .map(({ known, extra, polluted }) =>
      Object.assign(JSON.parse(polluted ?? '{}') as object, extra, known),
    );
  return fc.oneof({ arbitrary: shaped, weight: 6 }, { arbitrary: hostileBody, weight: 2 });
}

/** A 1x1 PNG: a picture a background upload could accept. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A picture upload: a type header (a lying one now and then) and bytes (a picture or not). */
export const hostileUpload = fc.record({
  type: fc.constantFrom(
    'image/png',
    'image/jpeg',
    'image/webp',
    'image/png;x=a,text/html',
    'text/html',
    'application/json',
  ),
  bytes: fc.oneof(
    fc.constant(TINY_PNG),
    fc.constant(Buffer.concat([TINY_PNG, Buffer.from('<script>alert(1)</script>')])),
    fc.constant(Buffer.from('<html><script>alert(1)</script></html>')),
    fc.constant(Buffer.alloc(0)),
    fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
  ),
});
