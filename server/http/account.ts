import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import {
  REGISTRATION_TEXTS,
  loginSchema,
  normalizeUsername,
  validateRegistration,
  type RegistrationInput,
  type SessionResponse,
} from '../../shared/protocol/account';
import { csrfTokenFor } from '../auth/csrf';
import { hashingBusyReply } from '../auth/hashingGate';
import { LOGIN_TEXTS, attemptLogin } from '../auth/login';
import { hashPassword } from '../auth/passwords';
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
import { rateLimitedReply } from '../services/rateLimits';
import { answer } from './answer';
import { clientIp } from './clientIp';
import { actorOf } from './rateLimit';
import { reserveSignUp, settleSignUp } from './signUpBudget';

const registrationBody = z.object({
  username: z.string().default(''),
  email: z.string().default(''),
  password: z.string().default(''),
  password_confirmation: z.string().default(''),
});

type Registration =
  | { ok: true; user: UserRow }
  | { ok: false; reply: { status: number; body: Record<string, unknown> } };

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

  router.post('/register', async (req, res) => {
    const actor = actorOf(req);
    const budget = await reserveSignUp(context.rateLimits, actor);
    if (!budget.ok) return answer(res, rateLimitedReply(budget.retryAfterSeconds));
    const registration = await register(req.body ?? {}, clientIp(req));
    await settleSignUp(context.rateLimits, actor, registration.ok);
    if (!registration.ok) return answer(res, registration.reply);
    await signIn(req, res, registration.user);
  });

  router.post('/login', async (req, res) => {
    const parsed = loginSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(422).json({ success: false, error: LOGIN_TEXTS.missingFields });
      return;
    }
    const { username, password } = parsed.data;
    const outcome = await attemptLogin(context, username, password, clientIp(req));
    if (outcome.ok) return signIn(req, res, outcome.user);
    answer(res, outcome.reply);
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

  /** Creates the account the form describes, hashing its password in its turn. */
  async function register(body: unknown, ip: string): Promise<Registration> {
    const parsed = registrationBody.safeParse(body);
    const input: RegistrationInput = parsed.success
      ? parsed.data
      : { username: '', email: '', password: '', password_confirmation: '' };
    const refuse = (errors: Record<string, string>): Registration => ({
      ok: false,
      reply: { status: 422, body: { success: false, errors } },
    });
    const errors = validateRegistration(input);
    if (Object.keys(errors).length > 0) return refuse(errors);
    const username = normalizeUsername(input.username);
    const taken = { username: REGISTRATION_TEXTS.usernameTaken };
    if (await findUserByName(db, username)) return refuse(taken);
    const hashed = await context.passwordHashing.run(ip, () => hashPassword(input.password));
    if (!hashed.admitted) return { ok: false, reply: hashingBusyReply() };
    const user = await insertUser(db, {
      username,
      email: input.email.trim(),
      passwordHash: hashed.value,
    });
    return user ? { ok: true, user } : refuse(taken);
  }

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
