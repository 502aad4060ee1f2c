// GET /api/games/{id}/replay: the replay tool's input (DESIGN §4, spec §3 "Playback state").
import type { ComputerLevel } from '../engine/types';
import type { ReplayEvent } from '../engine/events';
import type { CardMode } from '../engine/options';
import type { PlaybackState } from '../engine/playback';

/** Who played: for the log line's names and the chart's colours. */
export interface ReplayPlayer {
  player_id: number;
  /** The account, for the link to the player's profile. */
  user_id: number;
  username: string;
  color: number;
  team: number;
  /** A computer player's level; null for a person. */
  computer: ComputerLevel | null;
  /** The player asked the coach in this game (only alone against computers). */
  coached: boolean;
}

interface ReplayCommon {
  success: true;
  game_id: number;
  map_id: number;
  /** 2 running (the replay runs up to now), 3 ended. */
  status: number;
  card_mode: CardMode;
  players: ReplayPlayer[];
  events: ReplayEvent[];
}

/** Every event over the post-deal state: games without fog, and every game once it has ended. */
export interface FullReplay extends ReplayCommon {
  fogged: false;
  initial: PlaybackState;
}

/** A territory as the viewer could see it: both null while fogged, player 0 = neutral. */
export interface SeenTerritory {
  player_id: number | null;
  troops: number | null;
}

/** [territory id, owner, troops] as the viewer sees it from that event on (nulls: fogged). */
export type ViewChange = [number, number | null, number | null];

/**
 * A running game under fog, as one viewer could see it at each moment: the events it could
 * see, and after each of them the territories whose view changed. Nothing out of its sight at
 * the time is in here, so the client draws the changes instead of playing the events.
 */
export interface FoggedReplay extends ReplayCommon {
  fogged: true;
  /** The viewer's seat, or null for a spectator (who sees no territory under fog). */
  viewer: number | null;
  initial: { territories: SeenTerritory[]; round: number };
  /** `views[i]`: what changed in the viewer's sight with `events[i]`. */
  views: ViewChange[][];
  /** The spec's text when the stored log could not be played back to its end (events stop there). */
  blocked: string | null;
}

export type ReplayResponse = FullReplay | FoggedReplay;
