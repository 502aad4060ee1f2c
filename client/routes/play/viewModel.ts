import { screenSizedImage } from '../../../shared/protocol/mapEntity';
/**
 * The one adapter from game state to what the canvas draws: the base map (owners, troops,
 * capitals, hills) and the play overlay (pickable territories, selection, arrow, dice, last
 * conquest). Split in two so a selection change never redraws the discs.
 */
import { EVENT_TYPES, OUT_REASONS, type GameView } from '../../../shared/engine';
import type { ColorId } from '../../../shared/constants';
import type { MapDetail, MapPoint } from '../../../shared/protocol/maps';
import { nameFontSize } from '../../../shared/maps/labels';
import { territoryViews, type MapView } from '../../map/viewModel';
import { capitals } from '../../state/game/snapshot';
import type { LogEntry } from '../../state/game/store';
import type { InputMode } from './inputModes';

export interface PlayOverlay {
  pickable: readonly number[];
  source: number | null;
  target: number | null;
  arrow: { from: number; to: number; kind: 'attack' | 'move' } | null;
  lastConquer: { from: number; to: number } | null;
  /** The last roll, drawn beside the territory attacked. */
  dice: {
    at: number;
    attacker: readonly number[];
    defender: readonly number[];
    /** Tells one roll from the next (the map tumbles the dice when it changes). */
    roll: string;
    /** The sides' colours; the defender's is null once its territory is conquered. */
    colors: DiceColors;
  } | null;
  /** The territory a game log line points at, ringed on the map. */
  highlighted: number | null;
}

/** The colours the dice of a battle are drawn in: the attacker's and the defender's players'. */
export interface DiceColors {
  attacker: ColorId;
  defender: ColorId | null;
}

/**
 * The colours of `battle`'s sides in `s`: the attacker is the player whose turn logged it, the
 * defender whoever holds the territory attacked, unless the attacker took it (then unknown).
 */
export function diceColors(s: GameView, battle: { by: number; to: number }): DiceColors {
  const colorOf = (player: number) => (s.players[player - 1]?.color ?? 0) as ColorId;
  const holder = s.territories[battle.to - 1]?.player_id ?? null;
  return {
    attacker: colorOf(battle.by),
    defender: holder === null || holder === battle.by ? null : colorOf(holder),
  };
}

export interface BaseOptions {
  showAdjacencies: boolean;
  colourblind: boolean;
  /** The screen's width in device pixels: a phone gets a picture sized for it, not the desktop's. */
  screenPixels?: number;
  /** The map's anchors as one lasting array (see MapView.anchors); absent: its territories. */
  anchors?: readonly MapPoint[];
}

/** Owners, troops and markers of every territory as the viewer sees them. */
export function baseView(map: MapDetail, s: GameView, options: BaseOptions): MapView {
  const hills = new Set(s.hills);
  const capitalIds = capitals(s);
  const onTurn = new Set(s.turns.map((t) => t.player_id));
  const colorOf = (owner: number | null): ColorId | null => {
    if (owner === null) return null;
    if (owner === 0) return 0;
    return (s.players[owner - 1]?.color ?? 0) as ColorId;
  };
  return {
    width: map.width,
    height: map.height,
    image: screenSizedImage(map.imageUrl, map.width, options.screenPixels ?? map.width),
    territories: territoryViews(map, (t) => {
      const shown = s.territories[t.id - 1];
      return {
        color: colorOf(shown?.player_id ?? null),
        troops: shown?.troops ?? null,
        // Fog hides the owner: drawn as unknown.
        fogged: shown?.player_id === null,
        onTurn: onTurn.has(shown?.player_id ?? 0),
        label: t.name,
        capital: capitalIds.has(t.id),
        // A game's hills are its own (king of the hill places them), not the map's.
        hill: hills.has(t.id),
      };
    }),
    showAdjacencies: options.showAdjacencies,
    colourblind: options.colourblind,
    // The play overlay draws its own selection (source, target, arrow) above the discs.
    selected: null,
    scale: 1,
    // The picture names the territories; the canvas does only while they are too small to read,
    // covering them.
    namesWhenSmall: true,
    pictureNameSize: nameFontSize(map),
    anchors: options.anchors ?? map.territories,
  };
}

/** A battle of the turn in progress: where it was fought and the dice the viewer may see. */
export interface Battle {
  /** The attacking player. */
  by: number;
  from: number;
  to: number;
  attacker: readonly number[];
  defender: readonly number[];
  /** Its place in the log: a dialog shows only battles fought since it opened. */
  logIndex: number;
}

/** The log index of the last attack, or -1: what a newly opened attack dialog has already seen. */
export function lastAttackIndex(log: readonly LogEntry[]): number {
  return log.findLastIndex((e) => e.type === EVENT_TYPES.ATTACK);
}

/**
 * The viewer's latest battle conquest in the log (its line's seq and territory), or null. A line
 * without a seq (none come from the server) counts as old news: seq -1.
 */
export function lastConquestBy(
  log: readonly LogEntry[],
  player: number,
): { seq: number; territory: number } | null {
  // A conquest with param1 0 is a capital capture's transfer, not a battle won.
  const entry = log.findLast(
    (e) => e.type === EVENT_TYPES.CONQUER && e.player_id === player && e.param1 !== 0,
  );
  return entry ? { seq: entry.seq ?? -1, territory: entry.param2 } : null;
}

/** The latest elimination in the log (its line's seq, who went out and who by; 0 for none), or null. */
export function lastElimination(
  log: readonly LogEntry[],
): { seq: number; player: number; by: number } | null {
  const entry = log.findLast(
    (e) => e.type === EVENT_TYPES.PLAYER_OUT && e.param2 === OUT_REASONS.eliminated,
  );
  return entry ? { seq: entry.seq ?? -1, player: entry.player_id, by: entry.param1 } : null;
}

/**
 * Whether a log line is news to announce with a banner: it came after the newest line the screen
 * had when it opened (`seqAtOpen`, null until then), and after the last one announced.
 */
export function isNews(seq: number, seqAtOpen: number | null, announced: number): boolean {
  return seqAtOpen !== null && seq > seqAtOpen && seq > announced;
}

/** The elimination banner's words for `viewer`: "You were eliminated.", "You eliminated Bob.", "Bob was eliminated." */
export function eliminationText(
  out: { player: number; by: number },
  viewer: number,
  name: (player: number) => string,
): string {
  if (out.player === viewer) return 'You were eliminated.';
  if (out.by === viewer && viewer > 0) return `You eliminated ${name(out.player)}.`;
  return `${name(out.player)} was eliminated.`;
}

const TURN_BOUNDARIES: readonly number[] = [EVENT_TYPES.TURN_START, EVENT_TYPES.TURN_END];

/**
 * The last battle the log shows, while its attacker's turn lasts (the dice do not carry over into
 * the next turn, not even the attacker's own next one), or null (none, another turn, or dice fog
 * hides).
 */
export function currentBattle(s: GameView, log: readonly LogEntry[]): Battle | null {
  const logIndex = lastAttackIndex(log);
  const last = log[logIndex];
  if (!last || !s.dice || s.dice.attacker.length === 0) return null;
  if (!s.turns.some((t) => t.player_id === last.player_id)) return null;
  const turnChanged = log
    .slice(logIndex + 1)
    .some((e) => e.player_id === last.player_id && TURN_BOUNDARIES.includes(e.type));
  if (turnChanged) return null;
  return { by: last.player_id, from: last.param1, to: last.param2, ...s.dice, logIndex };
}

/**
 * What tells a roll from the one before: its place in the log and its dice (the room's patch with
 * the dice and its event for the log arrive separately; either changing is a new roll).
 */
export function rollKey(battle: Battle): string {
  return `${battle.logIndex}:${battle.attacker.join(',')}:${battle.defender.join(',')}`;
}

/**
 * What the selection, the last conquest, the last roll and the territory the log points at
 * (`highlighted`, from the game store) add on top of the map.
 */
export function overlayView(
  s: GameView,
  log: readonly LogEntry[],
  mode: InputMode,
  pickable: readonly number[],
  highlighted: number | null = null,
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
  const battle = currentBattle(s, log);
  const dice = battle
    ? {
        at: battle.to,
        attacker: battle.attacker,
        defender: battle.defender,
        roll: rollKey(battle),
        colors: diceColors(s, battle),
      }
    : null;
  return { pickable, source, target, arrow, lastConquer: conquest, dice, highlighted };
}
