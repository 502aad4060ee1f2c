import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LastSeenWriter } from '../../server/auth/lastSeen';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { users } from '../../server/db/schema';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase('memory://');
});
afterAll(() => handle?.close());

async function newUser(username: string) {
  const [row] = await handle.db
    .insert(users)
    .values({ username, email: `${username}@example.com`, passwordHash: 'x' })
    .returning({ id: users.id });
  return row!.id;
}

async function lastActive(id: number) {
  const [row] = await handle.db.select().from(users).where(eq(users.id, id));
  return row!.lastActiveAt.getTime();
}

describe('when users were last seen', () => {
  it('writes a first sighting at once and gathers the refreshes into one write', async () => {
    let now = Date.parse('2030-01-01T12:00:00Z');
    const writer = new LastSeenWriter(handle.db, () => new Date(now));
    const ann = await newUser('Seen_Ann');
    const bo = await newUser('Seen_Bo');
    await writer.seen(ann);
    expect(await lastActive(ann)).toBe(now);
    const first = now;
    // Seen again within the refresh interval: nothing to write.
    now += 30_000;
    await writer.seen(ann);
    await writer.flush();
    expect(await lastActive(ann)).toBe(first);
    await writer.seen(bo);
    const boFirst = now;
    expect(await lastActive(bo)).toBe(boFirst);
    // A minute after Ann's first sighting her refresh is due, and waits for the next flush; Bo's
    // is not due yet.
    now += 40_000;
    await writer.seen(ann);
    await writer.seen(bo);
    expect(await lastActive(ann)).toBe(first);
    await writer.flush();
    expect(await lastActive(ann)).toBe(now);
    expect(await lastActive(bo)).toBe(boFirst);
    // Back after ten quiet minutes: written at once again.
    now += 10 * 60_000;
    await writer.seen(bo);
    expect(await lastActive(bo)).toBe(now);
  });
});
