import type { NewNotification } from '../services/game/notifications';
import type { Database } from './client';
import { notifications } from './schema';

/** Stores notifications created at `at` (the server's clock, which their timeouts are measured against). */
export async function insertNotifications(
  db: Database,
  list: readonly NewNotification[],
  at: Date,
) {
  if (list.length === 0) return;
  await db.insert(notifications).values(
    list.map((n) => ({
      userId: n.userId,
      kind: n.kind,
      gameId: n.gameId,
      text: n.text,
      timeout: n.timeout,
      createdAt: at,
    })),
  );
}
