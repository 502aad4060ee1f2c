import type { Database } from './client';
import { notifications } from './schema';

export const NOTIFICATION_KINDS = [
  'your-turn',
  'game-started',
  'game-ended',
  'invited',
  'kicked',
  'staff',
  'message',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  gameId: number;
  text: string;
  /** Seconds before the client removes it; negative: it stays until dismissed. */
  timeout: number;
}

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
