import { renderToStaticMarkup } from 'react-dom/server';
import type { NavbarResponse, NotificationData } from '../../../shared/protocol/navbar';
import { NotificationView } from '../../../shared/html/NotificationView';
import { joinLinkOf } from '../../../shared/protocol/invites';
import type { AppContext } from '../../context';
import { activeNotifications, navbarCounts, type NotificationRow } from '../../db/navbar';
import { conversationsOfNotifications, unreadMessageCount } from '../../db/messages';

function notificationData(
  row: NotificationRow,
  conversationId: number | undefined,
): NotificationData {
  const data = {
    notification_id: row.id,
    kind: row.kind,
    text: row.text,
    game_id: row.gameId,
    url: conversationId
      ? `/messages/${conversationId}`
      : row.kind === 'invited' && row.gameId
        ? joinLinkOf(row.gameId)
        : null,
    timeout: row.timeout,
    created_at: row.createdAt.toISOString(),
  };
  return { ...data, html: renderToStaticMarkup(<NotificationView notification={data} />) };
}

/** `/navbar`: the user's counts and live notifications (spec §3 "Navbar response"). */
export async function navbarFor(context: AppContext, userId: number): Promise<NavbarResponse> {
  const [counts, rows, numMessages] = await Promise.all([
    navbarCounts(context.db, userId),
    activeNotifications(context.db, userId, context.now()),
    unreadMessageCount(context.db, userId),
  ]);
  const conversations = await conversationsOfNotifications(
    context.db,
    rows.filter((row) => row.kind === 'message').map((row) => row.id),
  );
  return {
    success: true,
    numMessages,
    ...counts,
    numNotifications: rows.length,
    notifications: rows.map((row) => notificationData(row, conversations.get(row.id))),
  };
}
