import { afterEach, describe, expect, it, vi } from 'vitest';
import { unmount } from '../../../testing/hookHarness';
import { mayAttack, useAttackQueue } from './AttackDialog';

vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react')>()),
  ...(await import('../../../testing/hookHarness')).hookStubs,
}));

afterEach(unmount);

/** A `send` whose calls stay on their way until the test answers them. */
function heldSend() {
  const calls: { action: string; payload: unknown; answer(): void }[] = [];
  const send = (action: string, payload?: unknown) =>
    new Promise<null>((resolve) => calls.push({ action, payload, answer: () => resolve(null) }));
  return { calls, send: send as never };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the attack dialog', () => {
  // T28: attacks queue while one is on its way and are sent in batches.
  it('T28 queues attacks made while one is on its way and sends them as one batch', async () => {
    const { calls, send } = heldSend();
    const attacks = useAttackQueue({ send }, 4, 9);
    attacks.queue(1);
    attacks.queue(1);
    attacks.queue(3);
    expect(calls.map((c) => c.payload)).toEqual([
      { territory_from: 4, territory_to: 9, num_attacks: 1 },
    ]);
    calls[0]!.answer();
    await flush();
    expect(calls.map((c) => c.payload)).toEqual([
      { territory_from: 4, territory_to: 9, num_attacks: 1 },
      { territory_from: 4, territory_to: 9, num_attacks: 4 },
    ]);
    calls[1]!.answer();
    await flush();
    expect(calls).toHaveLength(2);
  });

  // T28: the button is disabled when the attacker has 1 or fewer troops or the defender 0 or fewer.
  it('T28 allows attacking only with more than 1 attacker and any defender', () => {
    expect(mayAttack(2, 1)).toBe(true);
    expect(mayAttack(1, 5)).toBe(false);
    expect(mayAttack(0, 5)).toBe(false);
    expect(mayAttack(5, 0)).toBe(false);
  });
});
