import { describe, expect, it } from 'vitest';
import { playReplySchema } from './playReplies';

const attack = {
  success: true,
  version: 12,
  territories: [
    { id: 3, player_id: 1, troops: 4 },
    { id: 4, player_id: 2, troops: 1 },
  ],
  attacker_rolls: [6, 3],
  defender_rolls: [2],
  defender_color: 4,
};

describe('the play replies', () => {
  it('takes an attack reply with its territories, rolls and defender colour, and refuses one without them', () => {
    expect(playReplySchema('attack').safeParse(attack).success).toBe(true);
    const { attacker_rolls: _rolls, ...noRolls } = attack;
    expect(playReplySchema('attack').safeParse(noRolls).success).toBe(false);
    const { defender_color: _color, ...noColor } = attack;
    expect(playReplySchema('attack').safeParse(noColor).success).toBe(false);
  });

  it('gives an action without extra fields the accepted reply alone', () => {
    expect(playReplySchema('end-turn').safeParse({ success: true, version: 3 }).success).toBe(true);
    expect(playReplySchema('end-turn').safeParse({ success: false, version: 3 }).success).toBe(
      false,
    );
  });
});
