/**
 * The map's dice tumbling when a new roll arrives: for DICE_ROLL_MS each die shows changing faces
 * and wobbles, then settles on the value the server rolled (which `drawDice` drew). Driven from
 * the canvas's frame loop, outside React; redrawing the dice mid-roll carries the roll on.
 */
import type { Container, Text } from 'pixi.js';
import { DICE_FACE_MS, DICE_ROLL_MS, progress, tumbleAngle, tumbleFace } from '../../../map/tween';
import { DIE_LABEL } from './playLayers';

interface ShownDie {
  die: Container;
  face: Text;
  /** The server's value, drawn by drawDice: what the die settles on. */
  real: string;
}

function diceIn(layer: Container): ShownDie[] {
  const dice: ShownDie[] = [];
  for (const pin of layer.children) {
    for (const die of pin.children) {
      if (die.label !== DIE_LABEL) continue;
      const face = die.children.find((c): c is Text => 'text' in c);
      if (face) dice.push({ die, face: face as Text, real: face.text });
    }
  }
  return dice;
}

export class DiceRoll {
  /** The roll drawn last (null: no dice); undefined before the first drawing. */
  private key: string | null | undefined = undefined;
  private start = -Infinity;
  private dice: ShownDie[] = [];

  /**
   * After `drawDice` drew the roll `key` into `layer` at `now`: a roll other than the one shown
   * before starts tumbling (unless `animate` is false: reduced motion); the first one drawn is
   * shown as it is.
   */
  drawn(layer: Container, key: string | null, now: number, animate: boolean): boolean {
    if (this.key !== undefined && key !== null && key !== this.key && animate) this.start = now;
    this.key = key;
    this.dice = diceIn(layer);
    return this.frame(now);
  }

  /** Shows the roll as it is at `now`; returns whether it is still tumbling. */
  frame(now: number): boolean {
    const t = progress(this.start, now, DICE_ROLL_MS);
    const step = Math.floor((now - this.start) / DICE_FACE_MS);
    this.dice.forEach(({ die, face, real }, i) => {
      if (die.destroyed || face.destroyed) return;
      const shown = t >= 1 ? real : String(tumbleFace(step, i));
      if (face.text !== shown) face.text = shown;
      die.rotation = t >= 1 ? 0 : tumbleAngle(t, i);
    });
    return t < 1 && this.dice.length > 0;
  }
}
