import { Link } from 'react-router';
import type { NotificationData } from '../../shared/protocol/navbar';

export interface NotificationViewProps {
  notification: Pick<NotificationData, 'kind' | 'text' | 'game_id' | 'url'>;
  /** Client only: a link into the app. The server's fragment uses a plain anchor. */
  linked?: boolean;
}

/**
 * A notification's content. The navbar renders it from data; the server renders the same
 * component (unlinked) into the notification's `html`, so its text is always escaped.
 */
export function NotificationView({ notification, linked = false }: NotificationViewProps) {
  const href =
    notification.url ?? (notification.game_id ? `/game/${notification.game_id}` : undefined);
  const label = notification.game_id ? 'Open game' : 'Open message';
  return (
    <span className={`notification notification--${notification.kind}`}>
      <span className="notification__text">{notification.text}</span>
      {href &&
        (linked ? (
          <Link className="notification__link" to={href}>
            {label}
          </Link>
        ) : (
          <a className="notification__link" href={href}>
            {label}
          </a>
        ))}
    </span>
  );
}
