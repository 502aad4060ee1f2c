import { describe, expect, it } from 'vitest';
import { SIGNED_IN, inputByLabel, renderMarkup } from '../../testing/markup';
import { LoginPage, returnPath } from './LoginPage';

describe('LoginPage markup', () => {
  it('labels its fields with stable names and has a Log in button', () => {
    const markup = renderMarkup(<LoginPage />, { path: '/login' });
    expect(inputByLabel(markup, 'Username')).toMatchObject({
      name: 'username',
      autocomplete: 'username',
    });
    expect(inputByLabel(markup, 'Password')).toMatchObject({
      name: 'password',
      type: 'password',
      autocomplete: 'current-password',
    });
    expect(markup).toMatch(/<button[^>]*type="submit"[^>]*>Log in<\/button>/);
  });

  it('shows the error in an alert region', () => {
    const markup = renderMarkup(<LoginPage initialError="Invalid username or password." />);
    expect(markup).toMatch(
      /<div class="alert-slot" role="alert"><p class="alert alert--error">Invalid username or password.<\/p><\/div>/,
    );
  });

  it('keeps an empty alert region ready for errors', () => {
    expect(renderMarkup(<LoginPage />)).toContain('<div class="alert-slot" role="alert"></div>');
  });

  it('tells a signed-in user who they are instead of showing the form', () => {
    const markup = renderMarkup(<LoginPage />, { session: SIGNED_IN });
    expect(markup).toContain('<strong>alice</strong>');
    expect(markup).not.toContain('name="password"');
  });
});

describe('returnPath', () => {
  it('returns to the page the user came from', () => {
    expect(returnPath({ from: '/game/12?tab=chat' }, null)).toBe('/game/12?tab=chat');
    expect(returnPath(null, '/lobby')).toBe('/lobby');
  });

  it('goes home otherwise', () => {
    expect(returnPath(undefined, null)).toBe('/');
    expect(returnPath({ from: 42 }, null)).toBe('/');
  });

  it('never leaves the site', () => {
    for (const next of ['//evil.example', '/\\evil.example', 'https://evil.example', 'lobby']) {
      expect(returnPath({ from: next }, next)).toBe('/');
    }
  });
});
