import { z } from 'zod';
import { isComputerPlayerName } from './computers';
import { hasAnyControl } from './fields';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../constants';

// Accounts: the one validation module, used by the client as the user types and by the server again.

export const ROLES = ['player', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const REGISTRATION_FIELDS = [
  'username',
  'email',
  'password',
  'password_confirmation',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type RegistrationInput = Record<RegistrationField, string>;

/** The specification's registration texts (section 5), verbatim. */
export const REGISTRATION_TEXTS = {
  invalidUsername: 'This is not a valid username.',
  usernameAvailable: 'This username is available.',
  usernameTaken: 'This username is already in use.',
  usernameCheckFailed: 'Could not check username availability.',
  invalidEmail: 'This is not a valid address',
  passwordTooShort: 'Password must be at least eight characters long.',
  passwordsDontMatch: "Passwords don't match.",
} as const;

/** Length in characters (Unicode code points, as PostgreSQL counts them), not UTF-16 units or bytes. */
function charCount(text: string): number {
  let count = 0;
  for (const _char of text) count++;
  return count;
}

/**
 * A username as typed, as the site stores and compares it (PostgreSQL's lower() aside): without
 * the whitespace around it. Sign-up, login, the login throttle and the availability check all key
 * on it, so ` victim`, `victim ` and `\tvictim` are one name everywhere.
 */
export function normalizeUsername(typed: string): string {
  return typed.trim();
}

const usernameSchema = z.string().refine((raw) => {
  const name = normalizeUsername(raw);
  const length = charCount(name);
  return (
    length >= USERNAME_MIN_LENGTH &&
    length <= USERNAME_MAX_LENGTH &&
    !hasAnyControl(name) &&
    !isComputerPlayerName(name)
  );
});

/** True for a name registration would accept (3-255 characters, no control characters, not a computer player's). */
export function isValidUsername(raw: string): boolean {
  return usernameSchema.safeParse(raw).success;
}

// zod's email pattern: local@domain.tld, no spaces, no quoted local parts.
const emailSchema = z.email().refine((email) => charCount(email) <= EMAIL_MAX_LENGTH);

const passwordSchema = z.string().refine((password) => charCount(password) >= PASSWORD_MIN_LENGTH);

/** Field -> the spec's text, for every field that is wrong; {} when valid. Never says anything about availability (that needs the server). */
export function validateRegistration(
  input: Partial<RegistrationInput>,
): Partial<Record<RegistrationField, string>> {
  const errors: Partial<Record<RegistrationField, string>> = {};
  const password = input.password ?? '';
  if (!usernameSchema.safeParse(input.username ?? '').success) {
    errors.username = REGISTRATION_TEXTS.invalidUsername;
  }
  if (!emailSchema.safeParse(input.email ?? '').success) {
    errors.email = REGISTRATION_TEXTS.invalidEmail;
  }
  if (!passwordSchema.safeParse(password).success) {
    errors.password = REGISTRATION_TEXTS.passwordTooShort;
  }
  if ((input.password_confirmation ?? '') !== password) {
    errors.password_confirmation = REGISTRATION_TEXTS.passwordsDontMatch;
  }
  return errors;
}

/** The specification's login texts (section 5). */
export const LOGIN_TEXTS = {
  missingFields: 'Please enter your username and password.',
  wrongCredentials: 'Wrong username or password.',
  throttled: (minutes: number) =>
    `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/** The body of `POST /login`. */
export const loginSchema = z.object({
  username: z.string().min(1).max(255),
  password: z.string().min(1).max(1024),
});

/** The signed-in user as `GET /api/session` and `POST /login` / `POST /register` return it. */
export interface SessionUser {
  id: number;
  username: string;
  roles: Role[];
  tokens: number;
  rating: number;
  /** Staff permissions (shared/protocol/staff.ts), from the roles' settings in the database. */
  permissions: string[];
}

/** `GET /api/session`: the user (null for a guest) and the CSRF token to send on every POST. */
export interface SessionResponse {
  user: SessionUser | null;
  csrfToken: string;
  /** The user has played a game to its end (the offer to install the app waits for one). */
  finishedGame: boolean;
}
