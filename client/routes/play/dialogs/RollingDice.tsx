/**
 * Dice in the page that tumble when a new roll arrives: for DICE_ROLL_MS each die shows changing
 * faces, then the value the server rolled. The faces are written into `data-face` attributes once
 * per DICE_FACE_MS (CSS draws them over the real value, and tilts the die in step), so React
 * renders the real values only, and the page draws a frame only when a face changes, not 60 times
 * a second. Reduced motion shows the result at once.
 */
import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import { COLORS, DICE_WIDE_ABOVE, type ColorId } from '../../../../shared/constants';
import { textColorOn } from '../../../map/colourblind';
import type { DiceColors } from '../viewModel';
import { DICE_FACE_MS, DICE_ROLL_MS, prefersReducedMotion, tumbleFace } from '../../../map/tween';

/** Tumbles the dice inside `box` whenever `roll` changes (not on the first render). */
function useTumble(box: React.RefObject<HTMLElement | null>, roll: string | null) {
  const shown = useRef<string | null | undefined>(undefined);
  // Before the browser paints: the new result never shows for a frame before the tumble.
  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = roll;
    const element = box.current;
    if (!element || before === undefined || roll === null || roll === before) return;
    if (prefersReducedMotion()) return;
    const dice = [...element.querySelectorAll<HTMLElement>('.die')];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      element.removeAttribute('data-rolling');
      element.removeAttribute('aria-busy');
      for (const die of dice) delete die.dataset.face;
    };
    const tick = (step: number) => {
      if (step * DICE_FACE_MS >= DICE_ROLL_MS) return stop();
      dice.forEach((die, i) => (die.dataset.face = String(tumbleFace(step, i))));
      timer = setTimeout(() => tick(step + 1), DICE_FACE_MS);
    };
    element.setAttribute('data-rolling', 'true');
    element.setAttribute('aria-busy', 'true');
    tick(0);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [box, roll]);
}

/** A die in a player's colour, its number in the ink that reads on it; grey when unknown. */
function dieStyle(color: ColorId | null): CSSProperties | undefined {
  if (color === null) return undefined;
  const ink = textColorOn(color).toString(16).padStart(6, '0');
  return { background: COLORS[color]?.hex, color: `#${ink}` };
}

function DiceRow({
  values,
  side,
  color,
}: {
  values: readonly number[];
  side: 'attacker' | 'defender';
  color: ColorId | null;
}) {
  return (
    <span className={`dice dice--${side}`} aria-label={`${side} rolled ${values.join(', ')}`}>
      {values.map((v, i) => (
        <span
          key={i}
          className={v > DICE_WIDE_ABOVE ? 'die die--wide' : 'die'}
          style={dieStyle(color)}
        >
          {v}
        </span>
      ))}
    </span>
  );
}

/**
 * "Last roll: 6 5 3 vs 4 2", tumbling first when `roll` (which roll this is) changes; hidden while
 * there is no roll, yet mounted, so the first roll tumbles too.
 */
export function RollingDice({
  attacker,
  defender,
  roll,
  colors,
}: {
  attacker: readonly number[];
  defender: readonly number[];
  roll: string | null;
  colors: DiceColors;
}) {
  const box = useRef<HTMLParagraphElement>(null);
  useTumble(box, roll);
  return (
    <p className="attack__dice" ref={box} data-testid="attack-dice" hidden={attacker.length === 0}>
      Last roll: <DiceRow values={attacker} side="attacker" color={colors.attacker} /> vs{' '}
      <DiceRow values={defender} side="defender" color={colors.defender} />
    </p>
  );
}
