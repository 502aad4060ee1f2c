import type { CSSProperties } from 'react';

/**
 * A player's colour dot (`.swatch`, the log's `.log-player__dot`): one CSS rule paints it with
 * `--swatch`, which this points at the theme's colour of `color` (--player-0 … --player-9).
 */
export function swatchStyle(color: number): CSSProperties {
  return { '--swatch': `var(--player-${color})` } as CSSProperties;
}
