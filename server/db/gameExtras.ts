import { and, desc, eq } from 'drizzle-orm';
import type { Database } from './client';
import { gameNotes, gameReports, supportRequests, users } from './schema';

export async function saveNotes(
  db: Database,
  gameId: number,
  userId: number,
  body: string,
  at: Date,
) {
  await db
    .insert(gameNotes)
    .values({ gameId, userId, body, updatedAt: at })
    .onConflictDoUpdate({
      target: [gameNotes.gameId, gameNotes.userId],
      set: { body, updatedAt: at },
    });
}

export async function loadNotes(db: Database, gameId: number, userId: number): Promise<string> {
  const [row] = await db
    .select({ body: gameNotes.body })
    .from(gameNotes)
    .where(and(eq(gameNotes.gameId, gameId), eq(gameNotes.userId, userId)));
  return row?.body ?? '';
}

export interface ReportRow {
  id: number;
  reportedId: number;
  reportedName: string;
  type: number;
  createdAt: Date;
}

export async function insertReport(
  db: Database,
  report: { gameId: number; reporterId: number; reportedId: number; type: number },
): Promise<number> {
  const [row] = await db.insert(gameReports).values(report).returning({ id: gameReports.id });
  return row!.id;
}

/** The reports one user filed in one game, newest first. */
export async function reportsBy(
  db: Database,
  gameId: number,
  reporterId: number,
): Promise<ReportRow[]> {
  return db
    .select({
      id: gameReports.id,
      reportedId: gameReports.reportedId,
      reportedName: users.username,
      type: gameReports.type,
      createdAt: gameReports.createdAt,
    })
    .from(gameReports)
    .innerJoin(users, eq(users.id, gameReports.reportedId))
    .where(and(eq(gameReports.gameId, gameId), eq(gameReports.reporterId, reporterId)))
    .orderBy(desc(gameReports.id));
}

export async function insertSupportRequest(
  db: Database,
  gameId: number,
  userId: number,
  type: number,
) {
  await db.insert(supportRequests).values({ gameId, userId, type });
}
