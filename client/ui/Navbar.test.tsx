import { describe, expect, it } from 'vitest';
import { SIGNED_IN, GUEST, renderMarkup, tags } from '../testing/markup';
import { Navbar } from './Navbar';

const hrefs = (markup: string) => tags(markup, 'a').map((a) => a.href);

describe('Navbar', () => {
  it('links to the main screens', () => {
    const markup = renderMarkup(<Navbar />);
    expect(hrefs(markup)).toEqual(
      expect.arrayContaining(['/', '/lobby', '/game/create', '/maps', '/users']),
    );
    expect(markup).toContain('aria-label="Main"');
  });

  it('shows the signed-in username, linked to the account page, and a logout button', () => {
    const markup = renderMarkup(<Navbar />, { session: SIGNED_IN });
    expect(markup).toMatch(/<a[^>]*data-testid="navbar-user" href="\/account"[^>]*>alice<\/a>/);
    expect(markup).toMatch(/<button[^>]*>Log out<\/button>/);
    expect(hrefs(markup)).not.toContain('/login');
  });

  it('offers Log in and Register to a guest', () => {
    const markup = renderMarkup(<Navbar />, { session: GUEST });
    expect(hrefs(markup)).toEqual(expect.arrayContaining(['/login', '/register']));
    expect(markup).not.toContain('navbar-user');
  });

  it('has a menu button for narrow screens that controls the menu', () => {
    const markup = renderMarkup(<Navbar />);
    const toggle = tags(markup, 'button').find((b) => b['aria-controls'] === 'navbar-menu');
    expect(toggle?.['aria-expanded']).toBe('false');
    expect(markup).toContain('id="navbar-menu"');
    expect(markup).toContain('>Menu</span>');
  });

  it('marks the current page', () => {
    const markup = renderMarkup(<Navbar />, { path: '/lobby' });
    const lobby = tags(markup, 'a').find((a) => a.href === '/lobby');
    expect(lobby?.['aria-current']).toBe('page');
  });

  it('gives a signed-in user the status row: counts, bell, refresh, clock and debug toggle', () => {
    const markup = renderMarkup(<Navbar />, { session: SIGNED_IN });
    for (const id of [
      'navbar-messages',
      'navbar-turns',
      'navbar-pending-live',
      'navbar-pending-long',
    ])
      expect(markup).toContain(`data-testid="${id}"`);
    const buttons = tags(markup, 'button').map((b) => b['aria-label']);
    expect(buttons).toEqual(
      expect.arrayContaining([
        'Notifications: 0',
        'Refresh',
        'Clock: show seconds',
        'Debug: pause auto refresh',
      ]),
    );
  });

  it('gives a guest no status row', () => {
    const markup = renderMarkup(<Navbar />, { session: GUEST });
    expect(markup).not.toContain('navbar-status');
    expect(markup).not.toContain('navbar-turns');
  });
});
