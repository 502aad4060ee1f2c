import { renderToStaticMarkup } from 'react-dom/server';
import type { NavbarResponse, NotificationData } from '../../../shared/protocol/navbar';
import { NotificationView } from '../../../client/ui/NotificationView';
import type { AppContext } from '../../context';
import { activeNotifications, navbarCounts, type NotificationRow } from '../../db/navbar';

function notificationData(row: NotificationRow): NotificationData {
  const data = {
    notification_id: row.id,
    kind: row.kind,
    text: row.text,
    game_id: row.gameId,
    timeout: row.timeout,
    created_at: row.createdAt.toISOString(),
  };
  return { ...data, html: renderToStaticMarkup(<NotificationView notification={data} />) };
}

/** `/navbar`: the user's counts and live notifications (spec §3 "Navbar response"). */
export async function navbarFor(context: AppContext, userId: number): Promise<NavbarResponse> {
  const [counts, rows] = await Promise.all([
    navbarCounts(context.db, userId),
    activeNotifications(context.db, userId, context.now()),
  ]);
  return {
    success: true,
    // Private messages are not part of this product yet: nothing can be unread.
    numMessages: 0,
    ...counts,
    numNotifications: rows.length,
    notifications: rows.map(notificationData),
  };
}
