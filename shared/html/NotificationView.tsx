import type { ComponentType, ReactNode } from 'react';
import type { NotificationData } from '../protocol/navbar';

/** What a notification's link is drawn with: a plain anchor by default. */
export interface NotificationLinkProps {
  className: string;
  href: string;
  children: ReactNode;
}
export type NotificationLink = ComponentType<NotificationLinkProps>;

export interface NotificationViewProps {
  notification: Pick<NotificationData, 'kind' | 'text' | 'game_id' | 'url'>;
  /** The client passes its router's link; the server's fragment keeps the plain anchor. */
  Link?: NotificationLink;
}

function PlainLink({ className, href, children }: NotificationLinkProps) {
  return (
    <a className={className} href={href}>
      {children}
    </a>
  );
}

/**
 * A notification's content. The navbar renders it from data; the server renders the same
 * component into the notification's `html`, so its text is always escaped.
 */
export function NotificationView({ notification, Link = PlainLink }: NotificationViewProps) {
  const href =
    notification.url ?? (notification.game_id ? `/game/${notification.game_id}` : undefined);
  const label = notification.game_id ? 'Open game' : 'Open message';
  return (
    <span className={`notification notification--${notification.kind}`}>
      <span className="notification__text">{notification.text}</span>
      {href && (
        <Link className="notification__link" href={href}>
          {label}
        </Link>
      )}
    </span>
  );
}
