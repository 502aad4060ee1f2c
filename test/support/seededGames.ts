/** Seeded bot games recorded action by action: the oracle for the replay tests. */
import { T0, playRandomGame, startedGame } from '../fixtures/engine';
import type { ReplayEvent } from '../../shared/engine';
import {
  GAME_TYPES,
  type CardMode,
  type FortificationMode,
  type GameOptions,
  type TurnOrder,
} from '../../shared/engine';
import { playbackStateOf, type PlaybackState } from '../../shared/engine';
import type { GameState } from '../../shared/engine';
import type { GameMap } from '../../shared/maps/types';

/** One accepted action: the state before and after, and the events it emitted. */
export interface RecordedAction {
  before: GameState;
  after: GameState;
  events: ReplayEvent[];
}

export interface RecordedGame {
  options: Partial<GameOptions>;
  /** The state right after the deal, and its playback state (what the server stores). */
  started: GameState;
  start: PlaybackState;
  /** The starting join's events first (as stored), then each action's. */
  actions: RecordedAction[];
}

/** Plays a seeded bot game for at most `maxActions` actions, with timeouts now and then. */
export function recordGame(
  map: GameMap,
  options: Partial<GameOptions>,
  seed: number,
  maxActions: number,
): RecordedGame {
  const { state: started, events: startEvents } = startedGame(options, map, seed, T0);
  const actions: RecordedAction[] = [{ before: started, after: started, events: startEvents }];
  playRandomGame(
    started,
    map,
    seed,
    maxActions,
    ({ before, result }) => {
      if (result.ok) actions.push({ before, after: result.state, events: result.events });
    },
    23,
  );
  return { options, started, start: playbackStateOf(started, 0), actions };
}

/** Every game type, with and without fog, with cards, teams and turn orders varied by seed. */
export function seededOptions(seed: number): Partial<GameOptions>[] {
  return Object.values(GAME_TYPES).flatMap((game_type) =>
    ([0, 1] as const).map((fog_of_war): Partial<GameOptions> => {
      const teams = (seed + game_type) % 3 === 0;
      return {
        game_type,
        fog_of_war,
        num_players: teams ? 4 : 3 + ((seed + game_type) % 2),
        players_per_team: teams ? 2 : 1,
        cards: ((seed + game_type + fog_of_war) % 5) as CardMode,
        turn_order: ((seed + game_type) % 3) as TurnOrder,
        fortification: ((seed + fog_of_war) % 4) as FortificationMode,
      };
    }),
  );
}

/** The events in stored order, each with its action's version. */
export function storedEvents(game: RecordedGame): (ReplayEvent & { version: number })[] {
  return game.actions.flatMap((a) => a.events.map((e) => ({ ...e, version: a.after.version })));
}
