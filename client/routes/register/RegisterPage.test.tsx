import { describe, expect, it } from 'vitest';
import { REGISTRATION_TEXTS, type RegistrationInput } from '../../../shared/protocol/account';
import { description, inputByLabel, renderMarkup, tags, unusedHttp } from '../../testing/markup';
import { RegisterPage, splitServerErrors, visibleErrors } from './RegisterPage';

const LABELS = {
  username: 'Username',
  email: 'Email',
  password: 'Password',
  password_confirmation: 'Confirm password',
} as const;

const valid: RegistrationInput = {
  username: 'alice',
  email: 'alice@example.com',
  password: 'correct horse',
  password_confirmation: 'correct horse',
};

function submitButton(markup: string) {
  return tags(markup, 'button').find((b) => b.type === 'submit');
}

describe('RegisterPage markup', () => {
  it('labels every field and gives it the stable name the server expects', () => {
    const markup = renderMarkup(<RegisterPage http={unusedHttp} />, { path: '/register' });
    for (const [name, label] of Object.entries(LABELS)) {
      expect(inputByLabel(markup, label)).toMatchObject({ name });
    }
    expect(inputByLabel(markup, 'Password')?.type).toBe('password');
    expect(inputByLabel(markup, 'Confirm password')?.autocomplete).toBe('new-password');
    expect(inputByLabel(markup, 'Email')?.type).toBe('email');
    expect(markup).toMatch(/<button[^>]*type="submit"[^>]*>Register<\/button>/);
    expect(markup).toContain('role="alert"');
  });

  it('shows no errors on an untouched form and lets it be submitted', () => {
    const markup = renderMarkup(<RegisterPage http={unusedHttp} />);
    expect(markup).not.toContain('aria-invalid');
    expect(submitButton(markup)?.disabled).toBeUndefined();
  });

  it("shows each touched field's error under it and disables submit", () => {
    const markup = renderMarkup(
      <RegisterPage
        http={unusedHttp}
        initial={{ username: 'al', email: 'nope', password: 'short', password_confirmation: 'x' }}
        initialTouched={['username', 'email', 'password', 'password_confirmation']}
      />,
    );
    const expected = {
      Username: REGISTRATION_TEXTS.invalidUsername,
      Email: REGISTRATION_TEXTS.invalidEmail,
      Password: REGISTRATION_TEXTS.passwordTooShort,
      'Confirm password': REGISTRATION_TEXTS.passwordsDontMatch,
    };
    for (const [label, text] of Object.entries(expected)) {
      const input = inputByLabel(markup, label);
      expect(input?.['aria-invalid']).toBe('true');
      expect(description(markup, input)).toBe(text);
    }
    expect(submitButton(markup)?.disabled).toBe('');
  });

  it('shows a valid username as being checked, not as an error', () => {
    const markup = renderMarkup(
      <RegisterPage http={unusedHttp} initial={valid} initialTouched={['username']} />,
    );
    const input = inputByLabel(markup, 'Username');
    expect(input?.['aria-invalid']).toBeUndefined();
    expect(description(markup, input)).toBe('Checking availability…');
  });
});

describe('visibleErrors', () => {
  const none = new Set<never>();

  it('hides the errors of untouched fields', () => {
    expect(visibleErrors({ ...valid, email: 'x' }, none, {}, 'idle')).toEqual({});
    expect(visibleErrors({ ...valid, email: 'x' }, new Set(['email']), {}, 'idle')).toEqual({
      email: REGISTRATION_TEXTS.invalidEmail,
    });
  });

  it('shows a taken username as an error, and availability otherwise as no error', () => {
    expect(visibleErrors(valid, none, {}, 'taken')).toEqual({
      username: REGISTRATION_TEXTS.usernameTaken,
    });
    for (const state of ['available', 'checking', 'failed', 'idle'] as const) {
      expect(visibleErrors(valid, none, {}, state)).toEqual({});
    }
  });

  it("shows the server's errors first", () => {
    const server = { username: REGISTRATION_TEXTS.usernameTaken };
    expect(
      visibleErrors({ ...valid, username: 'x' }, new Set(['username']), server, 'idle'),
    ).toEqual(server);
  });
});

describe('splitServerErrors', () => {
  it('puts known fields on their fields and the rest aside', () => {
    expect(
      splitServerErrors({
        username: 'This username is already in use.',
        email: ['This is not a valid address'],
        captcha: 'Try again.',
      }),
    ).toEqual({
      fields: {
        username: 'This username is already in use.',
        email: 'This is not a valid address',
      },
      other: ['Try again.'],
    });
  });

  it('accepts a list of texts or nothing', () => {
    expect(splitServerErrors(['Too many accounts.'])).toEqual({
      fields: {},
      other: ['Too many accounts.'],
    });
    expect(splitServerErrors(undefined)).toEqual({ fields: {}, other: [] });
  });
});
