import { describe, expect, it } from 'vitest';
import {
  REGISTRATION_FIELDS,
  REGISTRATION_TEXTS,
  ROLES,
  loginSchema,
  validateRegistration,
  type RegistrationInput,
} from './account';

const valid: RegistrationInput = {
  username: 'alice',
  email: 'alice@example.com',
  password: 'correct horse',
  password_confirmation: 'correct horse',
};

function errorsFor(change: Partial<RegistrationInput>) {
  return validateRegistration({ ...valid, ...change });
}

describe('vocabulary', () => {
  it('lists the roles and the registration fields of the specification', () => {
    expect(ROLES).toEqual(['player', 'moderator', 'admin']);
    expect(REGISTRATION_FIELDS).toEqual(['username', 'email', 'password', 'password_confirmation']);
  });

  it('keeps the specification texts verbatim', () => {
    expect(REGISTRATION_TEXTS).toEqual({
      invalidUsername: 'This is not a valid username.',
      usernameAvailable: 'This username is available.',
      usernameTaken: 'This username is already in use.',
      usernameCheckFailed: 'Could not check username availability.',
      invalidEmail: 'This is not a valid address',
      passwordTooShort: 'Password must be at least eight characters long.',
      passwordsDontMatch: "Passwords don't match.",
    });
  });
});

describe('validateRegistration', () => {
  it('returns {} for a valid registration', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('reports every field of an empty form, except a matching empty confirmation', () => {
    expect(validateRegistration({})).toEqual({
      username: REGISTRATION_TEXTS.invalidUsername,
      email: REGISTRATION_TEXTS.invalidEmail,
      password: REGISTRATION_TEXTS.passwordTooShort,
    });
  });

  it('never reports availability', () => {
    const texts = Object.values(errorsFor({ username: 'x' }));
    expect(texts).not.toContain(REGISTRATION_TEXTS.usernameAvailable);
    expect(texts).not.toContain(REGISTRATION_TEXTS.usernameTaken);
    expect(texts).not.toContain(REGISTRATION_TEXTS.usernameCheckFailed);
  });

  it.each([
    ['', false],
    ['ab', false],
    ['abc', true],
    ['a'.repeat(255), true],
    ['a'.repeat(256), false],
    ['  ab  ', false], // 2 characters after trimming
    ['  abc  ', true],
    ['   ', false],
    ['日本', false], // 2 characters, 6 bytes
    ['日本語', true], // 3 characters, 9 bytes
    ['😀😀', false], // 2 characters, 4 UTF-16 units
    ['😀😀😀', true],
    ['é'.repeat(255), true], // 255 characters, 510 bytes
    ['😀'.repeat(255), true], // 255 characters, 510 UTF-16 units
    ['😀'.repeat(256), false],
    ['ali\nce', false],
    ['ali\u0000ce', false],
  ])('username %j valid: %s', (username, ok) => {
    expect(errorsFor({ username }).username).toBe(
      ok ? undefined : REGISTRATION_TEXTS.invalidUsername,
    );
  });

  function emailOfLength(length: number): string {
    const domain = '@example.com';
    return 'a'.repeat(length - domain.length) + domain;
  }

  it.each([
    ['alice@example.com', true],
    ['a.b+tag@sub.example.co.uk', true],
    [emailOfLength(255), true],
    [emailOfLength(256), false],
    ['', false],
    ['alice', false],
    ['alice@', false],
    ['@example.com', false],
    ['alice@example', false],
    ['alice @example.com', false],
    ['alice@exa mple.com', false],
    ['alice@@example.com', false],
  ])('email %j valid: %s', (email, ok) => {
    expect(errorsFor({ email }).email).toBe(ok ? undefined : REGISTRATION_TEXTS.invalidEmail);
  });

  it.each([
    ['', false],
    ['1234567', false],
    ['12345678', true],
    ['ééééééé', false], // 7 characters, 14 bytes
    ['éééééééé', true],
    ['😀😀😀😀', false], // 4 characters, 8 UTF-16 units
    ['😀😀😀😀😀😀😀😀', true],
    ['        ', true], // spaces are characters too
  ])('password %j valid: %s', (password, ok) => {
    const errors = errorsFor({ password, password_confirmation: password });
    expect(errors.password).toBe(ok ? undefined : REGISTRATION_TEXTS.passwordTooShort);
    expect(errors.password_confirmation).toBeUndefined();
  });

  it('reports a confirmation that differs, even by case or a trailing space', () => {
    for (const password_confirmation of ['Correct horse', 'correct horse ', '', 'other']) {
      expect(errorsFor({ password_confirmation })).toEqual({
        password_confirmation: REGISTRATION_TEXTS.passwordsDontMatch,
      });
    }
  });

  it('reports a missing confirmation', () => {
    const { password_confirmation: _omitted, ...rest } = valid;
    expect(validateRegistration(rest)).toEqual({
      password_confirmation: REGISTRATION_TEXTS.passwordsDontMatch,
    });
  });

  it('reports several fields at once', () => {
    expect(
      validateRegistration({
        username: 'al',
        email: 'nope',
        password: 'short',
        password_confirmation: 'shorts',
      }),
    ).toEqual({
      username: REGISTRATION_TEXTS.invalidUsername,
      email: REGISTRATION_TEXTS.invalidEmail,
      password: REGISTRATION_TEXTS.passwordTooShort,
      password_confirmation: REGISTRATION_TEXTS.passwordsDontMatch,
    });
  });

  it('rejects values that are not strings (a server receives any JSON)', () => {
    const hostile = { username: 12345, email: null, password: 12345678 } as unknown as Partial<
      Record<string, string>
    >;
    expect(Object.keys(validateRegistration(hostile))).toEqual([
      'username',
      'email',
      'password',
      'password_confirmation',
    ]);
  });
});

describe('loginSchema', () => {
  it.each([
    [{ username: 'alice', password: 'x' }, true],
    [{ username: 'a'.repeat(255), password: 'p'.repeat(1024) }, true],
    [{ username: '', password: 'x' }, false],
    [{ username: 'alice', password: '' }, false],
    [{ username: 'a'.repeat(256), password: 'x' }, false],
    [{ username: 'alice', password: 'p'.repeat(1025) }, false],
    [{ username: 'alice' }, false],
    [{ username: 1, password: 'x' }, false],
  ])('%j valid: %s', (body, ok) => {
    expect(loginSchema.safeParse(body).success).toBe(ok);
  });
});
