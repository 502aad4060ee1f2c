import { afterEach, describe, expect, it, vi } from 'vitest';
import { stateUpdates, unmount } from '../../../testing/hookHarness';
import { mayAttack, rollOfReply, useAttackQueue } from './AttackDialog';

vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react')>()),
  ...(await import('../../../testing/hookHarness')).hookStubs,
}));

afterEach(unmount);

/** A `send` whose calls stay on their way until the test answers them (with a reply, or null). */
function heldSend() {
  const calls: { action: string; payload: unknown; answer(reply?: unknown): void }[] = [];
  const send = (action: string, payload?: unknown) =>
    new Promise<unknown>((resolve) =>
      calls.push({ action, payload, answer: (reply = null) => resolve(reply) }),
    );
  return { calls, send: send as never };
}

/** An attack's reply as the server sends it (shared/protocol/playReplies.ts). */
const attackReply = (attacker: number[], defender: number[], defenderColor: number) => ({
  success: true as const,
  version: 12,
  territories: [
    { id: 4, player_id: 1, troops: 3 },
    { id: 9, player_id: 2, troops: 1 },
  ],
  attacker_rolls: attacker,
  defender_rolls: defender,
  defender_color: defenderColor,
});

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

  // The dialog's dice are its own attacks' replies' (the map's come from the state).
  it("shows each attack reply's dice and defender as the dialog's last roll", async () => {
    const { calls, send } = heldSend();
    const attacks = useAttackQueue({ send }, 4, 9);
    stateUpdates.length = 0;
    attacks.queue(1);
    calls[0]!.answer(attackReply([6, 3], [5], 7));
    await flush();
    attacks.queue(2);
    calls[1]!.answer(attackReply([6, 3], [5], 7));
    await flush();
    const rolls = stateUpdates.filter((u) => typeof u === 'object' && u !== null);
    // The same dice twice are two rolls: each reply counts.
    expect(rolls).toEqual([
      { attacker: [6, 3], defender: [5], defenderColor: 7, count: 1 },
      { attacker: [6, 3], defender: [5], defenderColor: 7, count: 2 },
    ]);
  });

  it('takes no roll from a reply without dice (a call settled as applied by a resend)', () => {
    expect(rollOfReply({ success: true }, 1)).toBeNull();
    expect(rollOfReply(null, 1)).toBeNull();
    expect(rollOfReply(attackReply([2], [1, 1], 0), 3)).toEqual({
      attacker: [2],
      defender: [1, 1],
      defenderColor: 0,
      count: 3,
    });
  });

  // T28: the button is disabled when the attacker has 1 or fewer troops or the defender 0 or fewer.
  it('T28 allows attacking only with more than 1 attacker and any defender', () => {
    expect(mayAttack(2, 1)).toBe(true);
    expect(mayAttack(1, 5)).toBe(false);
    expect(mayAttack(0, 5)).toBe(false);
    expect(mayAttack(5, 0)).toBe(false);
  });
});
