import { describe, expect, it } from 'vitest';
import { createRateLimiters, RATE_LIMITS } from './rateLimits';

describe('rate limiters', () => {
  it('count per user and per address, and exempt listed addresses from the latter', async () => {
    const limits = createRateLimiters(undefined, ['10.0.0.1']);
    const { points } = RATE_LIMITS.chat.perUser;
    for (let i = 0; i < points; i++)
      expect(await limits.consume('chat', { userId: 1, ip: '10.0.0.1' })).toEqual({ ok: true });
    expect(await limits.consume('chat', { userId: 1, ip: '10.0.0.1' })).toMatchObject({
      ok: false,
      retryAfterSeconds: expect.any(Number),
    });
    expect(await limits.consume('chat', { userId: 2, ip: '10.0.0.1' })).toEqual({ ok: true });
    for (let i = 0; i < RATE_LIMITS.register.perAddress.points + 1; i++)
      expect(await limits.consume('register', { ip: '10.0.0.1' })).toEqual({ ok: true });
    limits.close();
  });

  it('give back a refunded point', async () => {
    const limits = createRateLimiters(undefined, []);
    const { points } = RATE_LIMITS.register.perAddress;
    for (let i = 0; i < points; i++) await limits.consume('register', { ip: '10.0.0.2' });
    await limits.refund('register', { ip: '10.0.0.2' });
    expect(await limits.consume('register', { ip: '10.0.0.2' })).toEqual({ ok: true });
    expect((await limits.consume('register', { ip: '10.0.0.2' })).ok).toBe(false);
    limits.close();
  });

  // A cluster's processes share one count through Redis.
  it.skipIf(!process.env.REDIS_URL)('share the count between processes through Redis', async () => {
    const first = createRateLimiters(process.env.REDIS_URL, []);
    const second = createRateLimiters(process.env.REDIS_URL, []);
    await Promise.all([first.ready(), second.ready()]);
    const ip = `test-${process.pid}-${Date.now()}`;
    const { points } = RATE_LIMITS.register.perAddress;
    for (let i = 0; i < points; i++) {
      const limiter = i % 2 === 0 ? first : second;
      expect(await limiter.consume('register', { ip })).toEqual({ ok: true });
    }
    expect((await first.consume('register', { ip })).ok).toBe(false);
    first.close();
    second.close();
  });
});
