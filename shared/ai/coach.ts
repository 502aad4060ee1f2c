/**
 * The coach: what the Hard computer player would do now in the seat's place, with one line of why.
 * It reads the seat's own view and nothing else, exactly as a computer seat does (`decide`).
 */
import { attackOdds, isFriendly, type Action, type GameView } from '../engine/index.js';
import type { GameMap, MapRegion } from '../maps/types.js';
import { decide } from './decide.js';

/** The coach's suggestion: the action itself, what the map draws, and why. */
export interface CoachAdvice {
  /** The Hard player's next action for the seat (legal in the position it was asked in). */
  action: Action;
  /** What the map marks: a territory (place), or a move from one territory to another. */
  mark: { territory: number } | { from: number; to: number } | null;
  /** Attacks only: the exact chance of taking the territory by attacking until done (0..1). */
  odds: number | null;
  /** One line: the suggestion and its reason. */
  text: string;
}

/** The advice for the seat whose view this is, or null when it has nothing to do now. */
export function coachAdvice(view: GameView, map: GameMap, seed: number): CoachAdvice | null {
  const action = decide({ view, map, level: 'hard', seed });
  if (!action) return null;
  const say = new Sayer(view, map);
  switch (action.type) {
    case 'place-troops':
      return {
        action,
        mark: { territory: action.territory },
        odds: null,
        text: `Place ${action.num_troops} on ${say.name(action.territory)}: ${say.whyPlace(action.territory)}.`,
      };
    case 'attack': {
      const { territory_from: from, territory_to: to } = action;
      const odds = attackOdds(say.troops(from), say.troops(to), view.options.dice).winProbability;
      return {
        action,
        mark: { from, to },
        odds,
        text: `Attack ${say.name(to)} from ${say.name(from)} (${percent(odds)} to take it): ${say.whyAttack(from, to)}.`,
      };
    }
    case 'move-troops': {
      const { expected_terr_from: from, expected_terr_to: to, num_troops } = action;
      return {
        action,
        mark: { from, to },
        odds: null,
        text: `Move ${num_troops} into ${say.name(to)}: ${num_troops > 1 ? 'they carry the attack on' : 'the rest guards the border behind'}.`,
      };
    }
    case 'fortify': {
      const { territory_from: from, territory_to: to, num_troops } = action;
      return {
        action,
        mark: { from, to },
        odds: null,
        text: `Fortify ${say.name(to)} with ${num_troops} from ${say.name(from)}: idle troops to the front.`,
      };
    }
    case 'turn-in-cards':
      return {
        action,
        mark: null,
        odds: null,
        text: `Turn in a set: +${view.card_bonus} troops to place this turn.`,
      };
    default:
      return { action, mark: null, odds: null, text: stepText(action) };
  }
}

function percent(p: number): string {
  return `${Math.round(p * 100)} %`;
}

function stepText(action: Action): string {
  switch (action.type) {
    case 'begin-turn':
      return 'Begin your turn.';
    case 'advance-phase':
      return action.from_step === 3
        ? 'Stop attacking: no fight left is worth its losses; fortify next.'
        : 'Go on to the next phase.';
    case 'end-turn':
      return 'End your turn: nothing is worth moving.';
    default:
      return 'Go on.';
  }
}

/** The words for a position as the seat sees it. */
class Sayer {
  private readonly me: number;

  constructor(
    private readonly view: GameView,
    private readonly map: GameMap,
  ) {
    this.me = view.viewer;
  }

  name(t: number): string {
    return this.map.territories[t - 1]?.name ?? `#${t}`;
  }

  troops(t: number): number {
    return this.view.territories[t - 1]?.troops ?? 0;
  }

  private owner(t: number): number | null {
    return this.view.territories[t - 1]?.player_id ?? null;
  }

  /** Seen, and not the seat's side's. */
  private hostile(t: number): boolean {
    const owner = this.owner(t);
    return owner !== null && !isFriendly(this.view, this.me, owner);
  }

  private regionOf(t: number): MapRegion | undefined {
    const territory = this.map.territories[t - 1];
    return territory && this.map.regions[territory.region - 1];
  }

  private playerName(id: number): string {
    return this.view.players[id - 1]?.username ?? 'the neutral player';
  }

  /** True when taking (or holding) `t` leaves every territory of its region the seat's. */
  private completes(t: number): MapRegion | undefined {
    const region = this.regionOf(t);
    if (!region) return undefined;
    return region.territories.every((id) => id === t || this.owner(id) === this.me)
      ? region
      : undefined;
  }

  whyAttack(from: number, to: number): string {
    const completed = this.completes(to);
    if (completed) return `completes ${completed.name}: +${completed.bonus} a turn`;
    const owner = this.owner(to) ?? 0;
    const rival = owner > 0 ? this.view.players[owner - 1] : undefined;
    if (rival?.territories === 1)
      return `it is ${this.playerName(owner)}'s last territory: their cards become yours`;
    const region = this.regionOf(to);
    if (region && owner > 0 && region.territories.every((id) => this.owner(id) === owner))
      return `breaks ${this.playerName(owner)}'s hold on ${region.name} (+${region.bonus} a turn for them)`;
    return `${this.troops(from)} against ${this.troops(to)}, the best trade of troops in reach`;
  }

  whyPlace(t: number): string {
    const readies = this.map.territories[t - 1]?.adjacencies.find(
      (n) => this.hostile(n) && this.completes(n) !== undefined,
    );
    if (readies !== undefined) {
      const region = this.completes(readies)!;
      return `readies the attack on ${this.name(readies)}, which completes ${region.name}: +${region.bonus} a turn`;
    }
    const held = this.regionOf(t);
    if (held && held.territories.every((id) => this.owner(id) === this.me))
      return `guards the border of ${held.name} (+${held.bonus} a turn)`;
    const enemies = (this.map.territories[t - 1]?.adjacencies ?? []).filter((n) => this.hostile(n));
    const facing = enemies.reduce((sum, n) => sum + this.troops(n), 0);
    return enemies.length > 0
      ? `it faces ${facing} enemy troops next door`
      : 'it masses your troops where they can strike';
  }
}
