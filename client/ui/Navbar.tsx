import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { isStaff } from '../../shared/protocol/staff';
import { useSession } from '../state/session';
import { Button } from './Button';
import { NavbarStatus } from './NavbarStatus';
import { useToasts } from './Toasts';
import './navbar.css';

export const NAV_LINKS = [
  { to: '/lobby', label: 'Lobby' },
  { to: '/game/create', label: 'Create game' },
  { to: '/maps', label: 'Maps' },
  { to: '/users', label: 'Users' },
  { to: '/ladders', label: 'Ladders' },
  { to: '/forum', label: 'Forum' },
] as const;

const NO_RETURN_PAGES = ['/login', '/register'];

/**
 * The top bar: brand, main links and the account; a menu button on narrow screens. A signed-in
 * user also gets the status row (counts, notifications, refresh, clock); guests get none.
 */
export function Navbar() {
  const { user, status, logout } = useSession();
  const { show } = useToasts();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const close = () => setOpen(false);

  // Log in brings the user back here afterwards.
  const here = `${location.pathname}${location.search}`;
  const returnState = NO_RETURN_PAGES.includes(location.pathname) ? undefined : { from: here };

  async function onLogout() {
    setLeaving(true);
    const result = await logout();
    setLeaving(false);
    close();
    if (!result.ok) show(result.error, 'error');
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') close();
  }

  return (
    <header className="navbar" onKeyDown={onKeyDown}>
      <nav className="navbar__inner" aria-label="Main">
        <Link to="/" className="navbar__brand" onClick={close}>
          <span className="navbar__logo" aria-hidden="true" />
          Conquest
        </Link>
        <button
          type="button"
          className="navbar__toggle"
          aria-expanded={open}
          aria-controls="navbar-menu"
          onClick={() => setOpen(!open)}
        >
          <span className="navbar__toggle-bars" aria-hidden="true" />
          <span className="visually-hidden">Menu</span>
        </button>
        <div id="navbar-menu" className={`navbar__menu${open ? ' navbar__menu--open' : ''}`}>
          <ul className="navbar__links">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="navbar__link" onClick={close}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {user && (
              <li>
                <NavLink to="/my-games" className="navbar__link" onClick={close}>
                  My games
                </NavLink>
              </li>
            )}
            {isStaff(user) && (
              <li>
                <NavLink to="/modpanel" className="navbar__link" onClick={close}>
                  Staff
                </NavLink>
              </li>
            )}
          </ul>
          <div className="navbar__account">
            {user ? (
              <>
                <Link
                  to="/account"
                  className="navbar__user"
                  data-testid="navbar-user"
                  onClick={close}
                >
                  {user.username}
                </Link>
                <Button variant="ghost" busy={leaving} onClick={() => void onLogout()}>
                  Log out
                </Button>
              </>
            ) : status === 'loading' ? null : (
              <>
                <Link to="/login" state={returnState} className="btn btn--ghost" onClick={close}>
                  Log in
                </Link>
                <Link to="/register" className="btn btn--primary" onClick={close}>
                  Register
                </Link>
              </>
            )}
          </div>
        </div>
      </nav>
      {user && <NavbarStatus key={user.id} userId={user.id} />}
    </header>
  );
}
