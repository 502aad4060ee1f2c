import { COLORS } from '../../shared/constants';

/** CSS custom properties `--player-0` .. `--player-9` from the shared colour table. */
export function playerColorVariables(): Record<string, string> {
  return Object.fromEntries(COLORS.map((color) => [`--player-${color.id}`, color.hex]));
}

/** Sets the player colours on an element (the document root), so CSS can use them. */
export function applyPlayerColors(element: HTMLElement): void {
  for (const [name, value] of Object.entries(playerColorVariables())) {
    element.style.setProperty(name, value);
  }
}
