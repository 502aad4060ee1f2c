import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../../testing/markup';
import { RollingDice } from './RollingDice';

describe('the dice of the last roll', () => {
  // K34: dice values above 99 are shown wide.
  it('K34 draws a die above 99 wide, and 99 and below square', () => {
    const html = renderMarkup(
      <RollingDice
        attacker={[120, 100]}
        defender={[99, 6]}
        roll="1"
        colors={{ attacker: 1, defender: 2 }}
      />,
    );
    const dice = [...html.matchAll(/class="(die[^"]*)"[^>]*>(\d+)</g)].map(([, cls, v]) => [
      v,
      cls,
    ]);
    expect(dice).toEqual([
      ['120', 'die die--wide'],
      ['100', 'die die--wide'],
      ['99', 'die'],
      ['6', 'die'],
    ]);
  });
});
