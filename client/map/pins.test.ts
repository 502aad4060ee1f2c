import { Container } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { addPin, pinAt, pinsOf, PINS_PER_GROUP } from './pins';

describe('the pins of the discs layer', () => {
  it('sit in render groups of a few, found by territory index in order', () => {
    const layer = new Container();
    const pins = Array.from({ length: PINS_PER_GROUP * 2 + 3 }, () => new Container());
    for (const pin of pins) addPin(layer, pin);
    expect(layer.children).toHaveLength(3);
    expect(layer.children.every((group) => group.isRenderGroup)).toBe(true);
    expect(pinsOf(layer)).toEqual(pins);
    pins.forEach((pin, i) => expect(pinAt(layer, i)).toBe(pin));
    expect(pinAt(layer, pins.length)).toBeUndefined();
  });
});
