import type { Actor, RateLimiters, RateLimitVerdict } from '../services/rateLimits';

/**
 * A sign-up takes one of its address's accounts (`register`) and one of its refused attempts
 * (`registerRefused`) before it is judged, so concurrent sign-ups cannot overrun either count;
 * `settleSignUp` gives back the one that did not happen. Typing mistakes thus spend the large
 * budget, not the five accounts an hour.
 */
export async function reserveSignUp(limits: RateLimiters, actor: Actor): Promise<RateLimitVerdict> {
  const created = await limits.consume('register', actor);
  if (!created.ok) return created;
  const refused = await limits.consume('registerRefused', actor);
  if (!refused.ok) await limits.refund('register', actor);
  return refused;
}

/** Gives back the reserved count that this sign-up did not spend. */
export function settleSignUp(limits: RateLimiters, actor: Actor, created: boolean) {
  return limits.refund(created ? 'registerRefused' : 'register', actor);
}
