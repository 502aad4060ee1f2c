import { schema, t, type SchemaType } from '@colyseus/schema';

/** The load test's reference rooms (bareServer.ts) and their clients (bareSeat.ts). */
export const BARE_ROOM = 'bare';

/** A game's least: its version, and troop counts an action changes. */
export const BareState = schema(
  {
    version: t.uint32(),
    troops: t.array('int32'),
  },
  'BareState',
);
export type BareStateType = SchemaType<typeof BareState>;
