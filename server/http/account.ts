import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import {
  REGISTRATION_TEXTS,
  loginSchema,
  validateRegistration,
  type RegistrationInput,
  type SessionResponse,
} from '../../shared/protocol/account';
import { csrfTokenFor } from '../auth/csrf';
import { loginRetryDelay, noteLoginFailure, noteLoginSuccess } from '../auth/loginThrottle';
import { activeSuspension, suspensionText } from '../staff/users/suspensions';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { SESSION_DAYS, newSessionId, sessionCookie } from '../auth/sessionCookie';
import type { AppContext } from '../context';
import { deleteSession, insertSession } from '../db/sessions';
import {
  findUserById,
  findUserByName,
  hasFinishedGame,
  insertUser,
  toSessionUser,
  type UserRow,
} from '../db/users';
import { clientIp } from './clientIp';
import { rateLimit } from './rateLimit';

export const LOGIN_TEXTS = {
  missingFields: 'Please enter your username and password.',
  wrongCredentials: 'Wrong username or password.',
  throttled: (minutes: number) =>
    `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

const registrationBody = z.object({
  username: z.string().default(''),
  email: z.string().default(''),
  password: z.string().default(''),
  password_confirmation: z.string().default(''),
});

// Verifying against this when the account does not exist keeps the response time the same,
// so timing does not reveal which usernames exist.
const decoyHash = hashPassword('decoy password that never matches');

/** Registration, login, logout and the session endpoint (DESIGN §4). */
export function accountRoutes(context: AppContext): Router {
  const router = Router();
  const { db } = context;

  // The account as it is now (tokens, rating, roles), not as the session cache last saw it.
  router.get('/api/session', async (req, res) => {
    const row = req.viewer.user ? await findUserById(db, req.viewer.user.id) : undefined;
    const body: SessionResponse = {
      user: row ? toSessionUser(row, await context.permissions.of(row.roles)) : null,
      csrfToken: req.viewer.csrfToken,
      finishedGame: row ? await hasFinishedGame(db, row.id) : false,
    };
    res.json(body);
  });

  router.post('/register', rateLimit(context, 'register'), async (req, res) => {
    const parsed = registrationBody.safeParse(req.body ?? {});
    const input: RegistrationInput = parsed.success
      ? parsed.data
      : { username: '', email: '', password: '', password_confirmation: '' };
    const errors = validateRegistration(input);
    if (Object.keys(errors).length > 0) {
      res.status(422).json({ success: false, errors });
      return;
    }
    const username = input.username.trim();
    if (await findUserByName(db, username)) {
      res
        .status(422)
        .json({ success: false, errors: { username: REGISTRATION_TEXTS.usernameTaken } });
      return;
    }
    const passwordHash = await hashPassword(input.password);
    const user = await insertUser(db, { username, email: input.email.trim(), passwordHash });
    if (!user) {
      res
        .status(422)
        .json({ success: false, errors: { username: REGISTRATION_TEXTS.usernameTaken } });
      return;
    }
    await signIn(req, res, user);
  });

  router.post('/login', async (req, res) => {
    const parsed = loginSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(422).json({ success: false, error: LOGIN_TEXTS.missingFields });
      return;
    }
    const { username, password } = parsed.data;
    const ip = clientIp(req);
    const now = context.now();
    const retryDelay = await loginRetryDelay(db, username, ip, now);
    if (retryDelay > 0) {
      res.set('Retry-After', String(Math.ceil(retryDelay / 1000)));
      res
        .status(429)
        .json({ success: false, error: LOGIN_TEXTS.throttled(Math.ceil(retryDelay / 60_000)) });
      return;
    }
    const user = await findUserByName(db, username.trim());
    const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
    // A computer player's account has no password; it is refused here all the same.
    if (!user || !valid || user.isComputer) {
      await noteLoginFailure(db, username.trim(), ip, now);
      res.status(401).json({ success: false, error: LOGIN_TEXTS.wrongCredentials });
      return;
    }
    const suspension = await activeSuspension(db, user.id, now);
    if (suspension) {
      res.status(403).json({ success: false, error: suspensionText(suspension) });
      return;
    }
    await noteLoginSuccess(db, username.trim(), ip);
    await signIn(req, res, user);
  });

  router.post('/logout', async (req, res) => {
    await deleteSession(db, req.viewer.sessionId);
    context.sessions.forget(req.viewer.sessionId);
    const guestSession = newSessionId();
    res.append(
      'Set-Cookie',
      sessionCookie(guestSession, { secure: req.secure, persistent: false }),
    );
    res.json({ success: true, csrfToken: csrfTokenFor(context.csrfSecret, guestSession) });
  });

  /** A new session id on every sign-in, so a session planted before login is worthless (fixation). */
  async function signIn(req: Request, res: Response, user: UserRow) {
    await deleteSession(db, req.viewer.sessionId);
    context.sessions.forget(req.viewer.sessionId);
    const sessionId = newSessionId();
    const expiresAt = new Date(context.now().getTime() + SESSION_DAYS * 24 * 3600 * 1000);
    await insertSession(db, sessionId, user.id, expiresAt, {
      ip: clientIp(req),
      userAgent: req.get('user-agent'),
    });
    res.append('Set-Cookie', sessionCookie(sessionId, { secure: req.secure, persistent: true }));
    res.json({
      success: true,
      user: toSessionUser(user, await context.permissions.of(user.roles)),
      csrfToken: csrfTokenFor(context.csrfSecret, sessionId),
    });
  }

  return router;
}
