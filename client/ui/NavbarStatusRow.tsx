import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import type { NavbarState } from '../state/navbar/useNavbar';
import { usePopUps } from '../state/navbar/usePopUps';
import { NavbarClock, useTwelveHourClock } from './NavbarClock';
import { NavbarIcon, type NavbarIconName } from './NavbarIcon';
import { NotificationBell, NotificationList, useMutedNotifications } from './NotificationBell';
import './navbarStatus.css';

interface CountProps {
  value: number | undefined;
  label: string;
  icon: NavbarIconName;
  to?: string;
  testId: string;
}

function Count({ value, label, icon, to, testId }: CountProps) {
  const content = (
    <>
      <NavbarIcon name={icon} />
      <span className="navbar-status__count" data-testid={testId}>
        {value ?? '–'}
      </span>
      <span className="visually-hidden">{label}</span>
    </>
  );
  const className = `navbar-status__item${value ? ' navbar-status__item--lit' : ''}`;
  return to ? (
    <Link to={to} className={className} title={label}>
      {content}
    </Link>
  ) : (
    <span className={className} title={label}>
      {content}
    </span>
  );
}

/**
 * The signed-in user's status row (spec §2 Navbar) showing `navbar`: unread messages, games on
 * turn, pending live and long-term games, the notification bell, refresh, the clock and the
 * auto-refresh toggle.
 */
export function NavbarStatusRow({ navbar }: { navbar: NavbarState }) {
  const [muted, setMuted] = useMutedNotifications();
  const [twelveHour, setTwelveHour] = useTwelveHourClock();
  const { counts } = navbar;
  const popUps = usePopUps(navbar.notifications);
  return (
    <div className="navbar-status" aria-label="Your status" role="group">
      <Count
        value={counts?.numMessages}
        label="Unread messages"
        icon="mail"
        to="/messages"
        testId="navbar-messages"
      />
      <Count
        value={counts?.numTurns}
        label="Games where it is your turn"
        icon="swords"
        to="/lobby"
        testId="navbar-turns"
      />
      <Count
        value={counts?.numPendingLiveGames}
        label="Pending live games"
        icon="bolt"
        to="/lobby"
        testId="navbar-pending-live"
      />
      <Count
        value={counts?.numPendingLongTermGames}
        label="Pending long-term games"
        icon="hourglass"
        to="/lobby"
        testId="navbar-pending-long"
      />
      <NotificationBell
        notifications={navbar.notifications}
        onDismiss={navbar.dismiss}
        muted={muted}
        onMutedChange={setMuted}
        twelveHour={twelveHour}
        onTwelveHourChange={setTwelveHour}
      />
      <button
        type="button"
        className={`navbar-status__item navbar-status__refresh${navbar.refreshing ? ' navbar-status__refresh--active' : ''}`}
        onClick={navbar.refresh}
        aria-busy={navbar.refreshing || undefined}
        aria-label={navbar.error ? `Refresh (last refresh failed: ${navbar.error})` : 'Refresh'}
        title={navbar.error ?? 'Refresh'}
      >
        <NavbarIcon name={navbar.error ? 'warning' : 'refresh'} />
      </button>
      <NavbarClock twelveHour={twelveHour} />
      <button
        type="button"
        className="navbar-status__item"
        aria-pressed={!navbar.autoRefresh}
        onClick={() => navbar.setAutoRefresh(!navbar.autoRefresh)}
        title={navbar.autoRefresh ? 'Debug: stop auto refresh' : 'Debug: start auto refresh'}
        aria-label="Debug: pause auto refresh"
      >
        <NavbarIcon name={navbar.autoRefresh ? 'pause' : 'play'} />
      </button>
      {/* In the body: the navbar's backdrop filter would make it the pop-ups' frame. */}
      {!muted &&
        popUps.length > 0 &&
        createPortal(
          <NotificationList
            notifications={popUps}
            onDismiss={navbar.dismiss}
            className="notification-stack"
          />,
          document.body,
        )}
    </div>
  );
}
