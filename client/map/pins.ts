/**
 * Where the discs layer keeps its pins (one container per territory, see drawDiscs in layers):
 * in render groups of PINS_PER_GROUP. A pin that is redrawn, or repainted while it animates,
 * makes Pixi rebuild the draw instructions of its render group: with every pin in one group, that
 * was all four hundred pins of the largest map on the first frame of every change; now it is the
 * changed pin's group alone. The few extra groups cost a draw call each.
 */
import { Container } from 'pixi.js';

export const PINS_PER_GROUP = 20;

/** Every pin of `layer`, in territory order. */
export function pinsOf(layer: Container): Container[] {
  return layer.children.flatMap((group) => group.children);
}

/** The pin of the territory at `index` in the view. */
export function pinAt(layer: Container, index: number): Container | undefined {
  return layer.children[Math.floor(index / PINS_PER_GROUP)]?.children[index % PINS_PER_GROUP];
}

/** Appends `pin` after the last pin of `layer`, opening a new group when the last one is full. */
export function addPin(layer: Container, pin: Container): void {
  let group = layer.children[layer.children.length - 1];
  if (!group || group.children.length >= PINS_PER_GROUP) {
    group = layer.addChild(new Container({ isRenderGroup: true }));
  }
  group.addChild(pin);
}
