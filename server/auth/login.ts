import { LOGIN_TEXTS, normalizeUsername } from '../../shared/protocol/account';
import type { AppContext } from '../context';
import { findUserByName, type UserRow } from '../db/users';
import { activeSuspension, suspensionText } from './suspensions';
import { hashingBusyReply } from './hashingGate';
import { loginSucceeded, releaseLogin, reserveLogin } from './loginThrottle';
import { hashPassword, verifyPassword } from './passwords';

/** A refused login as HTTP answers it; a 429's `retry_after` is in seconds. */
interface LoginRefusal {
  status: number;
  body: { success: false; error: string; retry_after?: number };
}

export type LoginOutcome = { ok: true; user: UserRow } | { ok: false; reply: LoginRefusal };

const refuse = (status: number, error: string, retryAfter?: number): LoginOutcome => ({
  ok: false,
  reply: { status, body: { success: false, error, retry_after: retryAfter } },
});

// Verifying against this when the account does not exist keeps the response time the same,
// so timing does not reveal which usernames exist.
const decoyHash = hashPassword('decoy password that never matches');

/**
 * One login: the name normalised once, an attempt reserved against the throttle before the
 * password is hashed (so concurrent guesses cannot overrun it), the hash run in its turn.
 */
export async function attemptLogin(
  context: AppContext,
  typedName: string,
  password: string,
  ip: string,
): Promise<LoginOutcome> {
  const { db } = context;
  const username = normalizeUsername(typedName);
  const now = context.now();
  const attempt = await reserveLogin(db, username, ip, now);
  if (!attempt.allowed) {
    const error = LOGIN_TEXTS.throttled(Math.ceil(attempt.retryMs / 60_000));
    return refuse(429, error, Math.ceil(attempt.retryMs / 1000));
  }
  const user = await findUserByName(db, username);
  const stored = user?.passwordHash ?? (await decoyHash);
  const checked = await context.passwordHashing.run(ip, () => verifyPassword(password, stored));
  if (!checked.admitted) {
    await releaseLogin(db, attempt.id);
    return { ok: false, reply: hashingBusyReply() };
  }
  const valid = checked.value;
  // A computer player's account has no password; it is refused here all the same. The
  // reservation stays: it was a failure.
  if (!user || !valid || user.isComputer) return refuse(401, LOGIN_TEXTS.wrongCredentials);
  const suspension = await activeSuspension(db, user.id, now);
  if (suspension) {
    await releaseLogin(db, attempt.id);
    return refuse(403, suspensionText(suspension));
  }
  await loginSucceeded(db, username, ip);
  return { ok: true, user };
}
