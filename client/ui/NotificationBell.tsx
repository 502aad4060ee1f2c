import { useState } from 'react';
import { Link } from 'react-router';
import { NOTIFICATION_MUTE_COOKIE_MS } from '../../shared/constants';
import { deleteCookie, readCookie, writeCookie } from './cookies';
import type { ShownNotification } from '../state/navbar/notificationList';
import { NavbarIcon } from './NavbarIcon';
import { NotificationView, type NotificationLink } from '../../shared/html/NotificationView';

const MUTE_COOKIE = 'notifications_muted';

/** A notification's link inside the app: the router's, so following it keeps the page. */
const RouterLink: NotificationLink = ({ href, ...rest }) => <Link to={href} {...rest} />;

export interface NotificationListProps {
  notifications: readonly ShownNotification[];
  onDismiss(id: number): void;
  className: string;
}

/** Notifications with a dismiss button each; leaving ones fade out (server-side removal). */
export function NotificationList({ notifications, onDismiss, className }: NotificationListProps) {
  return (
    <ul className={className} aria-live="polite">
      {notifications.map(({ data, leaving }) => (
        <li
          key={data.notification_id}
          className={`notification-item${leaving ? ' notification-item--leaving' : ''}`}
          data-notification-id={data.notification_id}
        >
          <NotificationView notification={data} Link={RouterLink} />
          <button
            type="button"
            className="notification-item__dismiss"
            aria-label={`Dismiss: ${data.text}`}
            onClick={() => onDismiss(data.notification_id)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Whether new notifications pop up; muting lasts one hour (a cookie, spec §9). */
export function useMutedNotifications(): [boolean, (muted: boolean) => void] {
  const [muted, setMuted] = useState(() => readCookie(MUTE_COOKIE) === '1');
  return [
    muted,
    (next: boolean) => {
      setMuted(next);
      if (next) writeCookie(MUTE_COOKIE, '1', NOTIFICATION_MUTE_COOKIE_MS);
      else deleteCookie(MUTE_COOKIE);
    },
  ];
}

export interface NotificationBellProps {
  notifications: readonly ShownNotification[];
  onDismiss(id: number): void;
  muted: boolean;
  onMutedChange(muted: boolean): void;
  twelveHour: boolean;
  onTwelveHourChange(on: boolean): void;
}

/** The bell: how many notifications there are, and a menu with all of them and the settings. */
export function NotificationBell(props: NotificationBellProps) {
  const { notifications, onDismiss, muted } = props;
  const [open, setOpen] = useState(false);
  const count = notifications.filter((entry) => !entry.leaving).length;
  return (
    <div className="navbar-bell" onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        className="navbar-status__item"
        aria-expanded={open}
        aria-controls="navbar-bell-menu"
        aria-label={`Notifications: ${count}${muted ? ' (muted)' : ''}`}
        title="Notifications"
        onClick={() => setOpen(!open)}
      >
        <NavbarIcon name={muted ? 'bellOff' : 'bell'} />
        {count > 0 && <span className="navbar-status__badge">{count}</span>}
      </button>
      {open && (
        <div id="navbar-bell-menu" className="navbar-bell__menu card">
          {count === 0 && <p className="muted">No notifications.</p>}
          <NotificationList
            notifications={notifications}
            onDismiss={onDismiss}
            className="navbar-bell__list"
          />
          <label className="navbar-bell__setting">
            <input
              type="checkbox"
              checked={muted}
              onChange={(event) => props.onMutedChange(event.target.checked)}
            />
            Mute pop-ups for an hour
          </label>
          <label className="navbar-bell__setting">
            <input
              type="checkbox"
              checked={props.twelveHour}
              onChange={(event) => props.onTwelveHourChange(event.target.checked)}
            />
            12-hour clock
          </label>
        </div>
      )}
    </div>
  );
}
