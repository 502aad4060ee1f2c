/**
 * The one adapter from game state to what the canvas draws: the base map (owners, troops,
 * capitals, hills) and the play overlay (pickable territories, selection, arrow, dice, last
 * conquest). Split in two so a selection change never redraws the discs.
 */
import { EVENT_TYPES } from '../../../shared/engine';
import type { ColorId } from '../../../shared/constants';
import type { MapDetail } from '../../../shared/protocol/maps';
import type { MapView } from '../../map/viewModel';
import type { GameSnapshot } from '../../state/game/snapshot';
import type { LogEntry } from '../../state/game/store';
import type { InputMode } from './inputModes';

export interface PlayOverlay {
  pickable: readonly number[];
  source: number | null;
  target: number | null;
  arrow: { from: number; to: number; kind: 'attack' | 'move' } | null;
  lastConquer: { from: number; to: number } | null;
  /** The last roll, drawn beside the territory attacked. */
  dice: { at: number; attacker: readonly number[]; defender: readonly number[] } | null;
}

export interface BaseOptions {
  showAdjacencies: boolean;
  colourblind: boolean;
}

/** Territories the viewer cannot see (fog): drawn as unknown. */
export function foggedTerritories(s: GameSnapshot): number[] {
  return s.game_state.territories.filter((t) => t.player_id === null).map((t) => t.id);
}

/** Owners, troops and markers of every territory as the viewer sees them. */
export function baseView(map: MapDetail, s: GameSnapshot, options: BaseOptions): MapView {
  const hills = new Set(s.game_state.hills);
  const colorOf = (owner: number | null): ColorId | null => {
    if (owner === null) return null;
    if (owner === 0) return 0;
    return (s.players[owner - 1]?.color ?? 0) as ColorId;
  };
  return {
    width: map.width,
    height: map.height,
    image: { url: map.imageUrl, scale: 1 },
    territories: map.territories.map((t) => {
      const shown = s.game_state.territories[t.id - 1];
      return {
        id: t.id,
        name: t.name,
        x: t.x,
        y: t.y,
        outline: t.outline,
        adjacencies: t.adjacencies,
        color: colorOf(shown?.player_id ?? null),
        troops: shown?.troops ?? null,
        capital: shown?.is_capital ?? false,
        hill: hills.has(t.id),
      };
    }),
    showAdjacencies: options.showAdjacencies,
    colourblind: options.colourblind,
    // The play overlay draws its own selection (source, target, arrow) above the discs.
    selected: null,
    scale: 1,
  };
}

/** The last attack in the log, for placing the dice. */
function lastAttack(log: readonly LogEntry[]): { from: number; to: number } | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i];
    if (e?.type === EVENT_TYPES.ATTACK) return { from: e.param1, to: e.param2 };
  }
  return null;
}

/** What the selection, the last conquest and the last roll add on top of the map. */
export function overlayView(
  s: GameSnapshot,
  log: readonly LogEntry[],
  mode: InputMode,
  pickable: readonly number[],
): PlayOverlay {
  const source = mode.kind === 'pickTarget' || mode.kind === 'pickCount' ? mode.source : null;
  const target = mode.kind === 'pickCount' ? mode.target : null;
  const arrow =
    source !== null && target !== null
      ? {
          from: source,
          to: target,
          kind:
            mode.kind === 'pickCount' && mode.purpose === 'attack'
              ? ('attack' as const)
              : ('move' as const),
        }
      : null;
  const conquest = s.turns.find((t) => t.last_conquer)?.last_conquer ?? null;
  const attack = lastAttack(log);
  const dice =
    attack && s.attacker_rolls.length > 0
      ? { at: attack.to, attacker: s.attacker_rolls, defender: s.defender_rolls }
      : null;
  return { pickable, source, target, arrow, lastConquer: conquest, dice };
}
