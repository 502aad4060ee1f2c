import { Container, Text } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { DICE_ROLL_MS } from '../../../map/tween';
import { DiceRoll } from './diceRoll';
import { DIE_LABEL } from './playLayers';

/** A dice layer as drawDice leaves it: one pin, a die container per value, its face a Text. */
function diceLayer(values: number[]): Container {
  const layer = new Container();
  const pin = layer.addChild(new Container());
  for (const value of values) {
    const die = pin.addChild(new Container({ label: DIE_LABEL }));
    die.addChild(new Text({ text: String(value) }));
  }
  return layer;
}
const faces = (layer: Container) =>
  layer.children[0]!.children.map((die) => (die.children[0] as Text).text);

describe('the map dice rolling', () => {
  it('shows the first roll drawn as it is', () => {
    const layer = diceLayer([6, 5, 1]);
    expect(new DiceRoll().drawn(layer, 'a', 0, true)).toBe(false);
    expect(faces(layer)).toEqual(['6', '5', '1']);
  });

  it('tumbles a new roll, then settles on the server’s dice, flat', () => {
    const roll = new DiceRoll();
    roll.drawn(diceLayer([6, 5, 1]), 'a', 0, true);
    const layer = diceLayer([4, 4, 2]);
    expect(roll.drawn(layer, 'b', 1000, true)).toBe(true);
    expect(roll.frame(1000 + DICE_ROLL_MS / 2)).toBe(true);
    expect(roll.frame(1000 + DICE_ROLL_MS)).toBe(false);
    expect(faces(layer)).toEqual(['4', '4', '2']);
    expect(layer.children[0]!.children.every((die) => die.rotation === 0)).toBe(true);
  });

  it('shows a new roll at once with reduced motion', () => {
    const roll = new DiceRoll();
    roll.drawn(diceLayer([6]), 'a', 0, false);
    const layer = diceLayer([3]);
    expect(roll.drawn(layer, 'b', 1000, false)).toBe(false);
    expect(faces(layer)).toEqual(['3']);
  });
});
