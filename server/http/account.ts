import { Router, type Request, type Response } from 'express';
import {
  REGISTRATION_TEXTS,
  normalizeUsername,
  validateRegistration,
  type RegistrationInput,
} from '../../shared/protocol/account';
import { ok, type Refusal } from '../../shared/protocol/contract/envelope';
import { csrfTokenFor } from '../auth/csrf';
import { hashingBusyReply } from '../auth/hashingGate';
import { attemptLogin } from '../auth/login';
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
import { clientIp } from './clientIp';
import { declaredRoutes } from './declared';
import { actorOf } from './rateLimit';
import { reserveSignUp, settleSignUp } from './signUpBudget';

type Registration = { ok: true; user: UserRow } | { ok: false; reply: Refusal };

/** Registration, login, logout and the session endpoint (DESIGN §4). */
export function accountRoutes(context: AppContext): Router {
  const router = Router();
  const serve = declaredRoutes(router, context);
  const { db } = context;

  // The account as it is now (tokens, rating, roles), not as the session cache last saw it.
  serve('GET /api/session', async ({ req }) => {
    const row = req.viewer.user ? await findUserById(db, req.viewer.user.id) : undefined;
    return ok({
      user: row ? toSessionUser(row, await context.permissions.of(row.roles)) : null,
      csrfToken: req.viewer.csrfToken,
      finishedGame: row ? await hasFinishedGame(db, row.id) : false,
    });
  });

  serve('POST /register', async ({ body, req, res }) => {
    const actor = actorOf(req);
    const budget = await reserveSignUp(context.rateLimits, actor);
    if (!budget.ok) return rateLimitedReply(budget.retryAfterSeconds);
    const registration = await register(body, clientIp(req));
    await settleSignUp(context.rateLimits, actor, registration.ok);
    if (!registration.ok) return registration.reply;
    return signIn(req, res, registration.user);
  });

  serve('POST /login', async ({ body, req, res }) => {
    const outcome = await attemptLogin(context, body.username, body.password, clientIp(req));
    return outcome.ok ? signIn(req, res, outcome.user) : outcome.reply;
  });

  serve('POST /logout', async ({ req, res }) => {
    await deleteSession(db, req.viewer.sessionId);
    context.sessions.forget(req.viewer.sessionId);
    const guestSession = newSessionId();
    res.append(
      'Set-Cookie',
      sessionCookie(guestSession, { secure: req.secure, persistent: false }),
    );
    return ok({
      success: true as const,
      csrfToken: csrfTokenFor(context.csrfSecret, guestSession),
    });
  });

  /** Creates the account the form describes, hashing its password in its turn. */
  async function register(input: RegistrationInput, ip: string): Promise<Registration> {
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
    return ok({
      success: true as const,
      user: toSessionUser(user, await context.permissions.of(user.roles)),
      csrfToken: csrfTokenFor(context.csrfSecret, sessionId),
    });
  }

  return router;
}
