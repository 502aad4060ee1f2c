import { z } from 'zod';
import {
  LOGIN_TEXTS,
  ROLES,
  loginSchema,
  type SessionResponse,
  type SessionUser,
} from '../account';
import { route, type RouteTable } from '../contract/route';

// Registration, login, logout and the session (DESIGN §4, spec section 5).

const sessionUser = z.object({
  id: z.number().int(),
  username: z.string(),
  roles: z.array(z.enum(ROLES)),
  tokens: z.number(),
  rating: z.number(),
  permissions: z.array(z.string()),
}) satisfies z.ZodType<SessionUser>;

const signedIn = z.object({
  success: z.literal(true),
  user: sessionUser,
  csrfToken: z.string(),
});

// A field of another type counts as empty: the form is answered field by field, never with a 422 text.
const typed = z.string().catch('');

export const ACCOUNT_ROUTES = {
  'GET /api/session': route({
    summary: 'The signed-in user (null for a guest), as the account is now, and the CSRF token.',
    tag: 'Account',
    access: 'anyone',
    reply: z.object({
      user: sessionUser.nullable(),
      csrfToken: z.string(),
      finishedGame: z.boolean(),
    }) satisfies z.ZodType<SessionResponse>,
    refusals: {},
  }),
  'POST /register': route({
    summary: 'Creates an account and signs it in with a new session.',
    tag: 'Account',
    access: 'anyone',
    body: z.object({
      username: typed.default(''),
      email: typed.default(''),
      password: typed.default(''),
      password_confirmation: typed.default(''),
    }),
    reply: signedIn,
    refusals: {
      422: 'A field is wrong: errors says which, with the spec’s texts.',
      429: 'Too many sign-ups from this address, or password hashing is busy.',
    },
  }),
  'POST /login': route({
    summary: 'Signs in with a new session (a session planted before is dropped).',
    tag: 'Account',
    access: 'anyone',
    body: loginSchema,
    invalid: { status: 422, error: LOGIN_TEXTS.missingFields },
    reply: signedIn,
    refusals: {
      401: LOGIN_TEXTS.wrongCredentials,
      403: 'The account is suspended.',
      422: LOGIN_TEXTS.missingFields,
      429: 'Too many failed attempts, or password hashing is busy.',
    },
  }),
  'POST /logout': route({
    summary: 'Ends the session; answers the new guest session’s CSRF token.',
    tag: 'Account',
    access: 'anyone',
    reply: z.object({ success: z.literal(true), csrfToken: z.string() }),
    refusals: {},
  }),
} satisfies RouteTable;
