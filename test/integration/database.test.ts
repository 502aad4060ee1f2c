import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { commitAction, insertGame, loadEvents, loadGame } from '../../server/db/games';
import { gameSeats, notifications, users } from '../../server/db/schema';
import { DEFAULT_OPTIONS } from '../../shared/engine';
import { CLASSIC_WORLD } from '../support/classicWorld';
import { startGame } from '../../scripts/simulate';
import { createScratchDatabase } from '../support/scratchDatabase';

const scratch = process.env.DATABASE_URL
  ? await createScratchDatabase(process.env.DATABASE_URL)
  : undefined;
const locations = [
  { name: 'the embedded database', location: 'memory://' },
  ...(scratch ? [{ name: 'PostgreSQL', location: scratch.url }] : []),
];
afterAll(() => scratch?.drop());

describe.each(locations)('committing an action on $name', ({ location }) => {
  let handle: DatabaseHandle;
  let userId: number;
  beforeAll(async () => {
    handle = await openDatabase(location);
    const [user] = await handle.db
      .insert(users)
      .values({ username: 'Writer', email: 'writer@example.com', passwordHash: 'x' })
      .returning({ id: users.id });
    userId = user!.id;
  });
  afterAll(() => handle?.close());

  const started = startGame({ ...DEFAULT_OPTIONS, num_players: 2, map_id: 1 }, CLASSIC_WORLD, 7);
  if (typeof started === 'string') throw new Error(started);
  const { state } = started;

  async function newGame() {
    return insertGame(handle.db, {
      creatorId: null,
      mapId: 1,
      password: '',
      state: { ...state, version: 4 },
      nextDeadline: null,
    });
  }

  const commit = (gameId: number, previousVersion: number) =>
    commitAction(handle.db, {
      gameId,
      previousVersion,
      state: { ...state, version: 5, status: 2 },
      events: [{ type: 4, player_id: 1, param1: 3, param2: 0, param3: 0, param4: 0 }],
      actionVersions: { [userId]: 5 },
      nextDeadline: new Date('2030-01-02T03:04:05Z'),
      seats: [{ userId, playerId: 1, color: 2, team: 0, alive: true, onTurn: true }],
      notifications: [
        { userId, kind: 'your-turn', gameId, text: "It's your turn (it's 'quoted')", timeout: 30 },
      ],
      firstSeq: 1,
      now: new Date('2030-01-01T00:00:00Z'),
    });

  it('writes the state, its events, the seats and the notifications together', async () => {
    const gameId = await newGame();
    expect(await commit(gameId, 4)).toBe(true);
    const game = await loadGame(handle.db, gameId);
    expect(game?.version).toBe(5);
    expect(game?.state.version).toBe(5);
    expect(game?.actionVersions).toEqual({ [userId]: 5 });
    expect(await loadEvents(handle.db, gameId)).toMatchObject([
      { seq: 1, version: 5, type: 4, player_id: 1, param1: 3 },
    ]);
    const seats = await handle.db.select().from(gameSeats).where(eq(gameSeats.gameId, gameId));
    expect(seats).toMatchObject([{ userId, playerId: 1, color: 2, onTurn: true }]);
    const notes = await handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.gameId, gameId));
    expect(notes).toMatchObject([{ userId, kind: 'your-turn', timeout: 30 }]);
    expect(notes[0]!.text).toBe("It's your turn (it's 'quoted')");
  });

  it('writes nothing at all when the stored version moved on', async () => {
    const gameId = await newGame();
    expect(await commit(gameId, 3)).toBe(false);
    expect((await loadGame(handle.db, gameId))?.version).toBe(4);
    expect(await loadEvents(handle.db, gameId)).toEqual([]);
    expect(await handle.db.select().from(gameSeats).where(eq(gameSeats.gameId, gameId))).toEqual(
      [],
    );
  });

  it('undoes the whole action when a write inside its transaction fails', async () => {
    const gameId = await newGame();
    const failing = commitAction(handle.db, {
      gameId,
      previousVersion: 4,
      state: { ...state, version: 5 },
      events: [],
      actionVersions: {},
      nextDeadline: null,
      seats: null,
      notifications: [],
      firstSeq: 1,
      now: new Date(),
      alsoInTransaction: async () => {
        throw new Error('cannot pay');
      },
    });
    await expect(failing).rejects.toThrow('cannot pay');
    expect((await loadGame(handle.db, gameId))?.version).toBe(4);
  });
});

/** Rows of a raw query (both drivers answer with { rows }). */
const rowsOf = async (result: Promise<unknown>) => ((await result) as { rows: unknown[] }).rows;

describe('the embedded database on its own thread', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase('memory://', { maintenanceMs: 300 });
    await handle.db.execute(sql`CREATE TABLE probe (id int PRIMARY KEY, note text)`);
  });
  afterAll(() => handle?.close());

  it('runs a query from outside an open transaction only after it ends', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO probe VALUES (1, 'inside')`);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = handle.db.execute(sql`SELECT note FROM probe WHERE id = 1`);
    let answered = false;
    void outside.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    release();
    await transaction;
    expect(await rowsOf(outside)).toEqual([{ note: 'inside' }]);
  });

  it('keeps the database error code, and stays usable after an error', async () => {
    const duplicate = handle.db.execute(sql`INSERT INTO probe VALUES (1, 'again')`);
    await expect(duplicate).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await rowsOf(handle.db.execute(sql`SELECT count(*)::int AS n FROM probe`))).toEqual([
      { n: 1 },
    ]);
  });

  it('rolls a transaction back when its work throws', async () => {
    const failing = handle.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO probe VALUES (2, 'lost')`);
      throw new Error('changed my mind');
    });
    await expect(failing).rejects.toThrow('changed my mind');
    expect(await rowsOf(handle.db.execute(sql`SELECT id FROM probe ORDER BY id`))).toEqual([
      { id: 1 },
    ]);
  });

  it('stores any text exactly through its prepared statements', async () => {
    const tricky = ["'", "''", "\\'", '\\', '$$', "'); DROP TABLE probe; --", "E'\\x41'", '😀 ü'];
    let id = 100;
    const roundTrip = async (text: string) => {
      id++;
      await handle.db.execute(sql`INSERT INTO probe VALUES (${id}, ${text})`);
      const rows = await rowsOf(handle.db.execute(sql`SELECT note FROM probe WHERE id = ${id}`));
      expect(rows).toEqual([{ note: text }]);
    };
    for (const text of tricky) await roundTrip(text);
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme' }).filter((text) => !text.includes('\0')),
        roundTrip,
      ),
      { numRuns: 200 },
    );
    // Still there after all that: nothing was run as SQL.
    expect(await rowsOf(handle.db.execute(sql`SELECT count(*)::int AS n FROM probe`))).toEqual([
      { n: 1 + tricky.length + 200 },
    ]);
  });

  it('vacuums its tables itself, as autovacuum would on a server', async () => {
    await expect
      .poll(async () =>
        rowsOf(
          handle.db.execute(
            sql`SELECT relname FROM pg_stat_user_tables WHERE last_vacuum IS NOT NULL AND relname IN ('games', 'probe') ORDER BY relname`,
          ),
        ),
      )
      .toEqual([{ relname: 'games' }, { relname: 'probe' }]);
  });

  it('reports how busy its thread is', () => {
    const load = handle.load!();
    expect(load.active).toBeGreaterThan(0);
    expect(load.utilization).toBeGreaterThan(0);
    expect(load.utilization).toBeLessThanOrEqual(1);
  });
});
