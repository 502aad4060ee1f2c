/** The three computer levels and the knobs that make them play differently. */

import { COMPUTER_LEVELS, isComputerLevel, type ComputerLevel } from '../engine/index.js';

/** The engine records a computer seat's level; these are the same names. */
export const AI_LEVELS = COMPUTER_LEVELS;
export type AiLevel = ComputerLevel;

/** How one level plays. Troop-valued weights are in troops (one territory ~ one troop of income over a few turns). */
export interface Style {
  /** Chance per decision of a human slip (a worse pick, an attack pressed too far, a forgotten fortify). */
  slip: number;
  /** Lowest chance of winning a fight it starts. */
  minWinChance: number;
  /** Counts region completion, region breaking and elimination when valuing a conquest. */
  strategic: boolean;
  /** Puts the whole pool where it serves best (else half at a time, spread like a hesitant player). */
  masses: boolean;
  /** Rolls a few dice at a time and re-reads the odds, so it stops when they turn. */
  stopsWhenOddsTurn: boolean;
  /** Fortifies towards the borders worth holding (regions, capitals, hills) and evens out borders. */
  fortifiesHoldings: boolean;
  /** Holds a set until the cash is needed or the hand is full, instead of turning in at once. */
  timesCards: boolean;
  /** Conquests read ahead in a chain (1: one fight at a time). */
  lookahead: number;
  /** Plan search budget, in fights weighed per decision. */
  searchNodes: number;
  /**
   * Gives each branch still to weigh an even share of the budget left (what one leaves unused goes
   * to the next), so a deep first branch cannot starve its siblings; else the first takes what it needs.
   */
  sharesNodes: boolean;
  /** Least worth of an enemy troop killed against one of ours (more enemies make it less). */
  tradeFloor: number;
  /** Troops a conquest loses in worth when it is left facing an enemy player (thin trails get retaken). */
  exposure: number;
  /** Relieves team-mates the enemy outnumbers, and counts their endangered borders as its own danger. */
  cooperates: boolean;
  /** Under fog, takes a territory out of sight to be its last seen owner's (memory.ts). */
  remembers: boolean;
  /** Under fog, shares the unseen land by the territory counts followed from the deal (landCount.ts). */
  followsCounts: boolean;
}

export const STYLES: Record<AiLevel, Style> = {
  easy: {
    slip: 0.25,
    minWinChance: 0.5,
    strategic: true,
    masses: false,
    stopsWhenOddsTurn: false,
    fortifiesHoldings: false,
    timesCards: false,
    lookahead: 1,
    searchNodes: 200,
    sharesNodes: false,
    tradeFloor: 0.3,
    exposure: 0,
    cooperates: false,
    remembers: false,
    followsCounts: false,
  },
  normal: {
    slip: 0.03,
    minWinChance: 0.8,
    strategic: true,
    masses: true,
    stopsWhenOddsTurn: false,
    fortifiesHoldings: false,
    timesCards: false,
    lookahead: 4,
    searchNodes: 300,
    sharesNodes: false,
    tradeFloor: 0.3,
    exposure: 0,
    cooperates: false,
    remembers: false,
    followsCounts: false,
  },
  hard: {
    slip: 0,
    minWinChance: 0.55,
    strategic: true,
    masses: true,
    stopsWhenOddsTurn: true,
    fortifiesHoldings: true,
    timesCards: true,
    lookahead: 10,
    searchNodes: 5000,
    sharesNodes: true,
    tradeFloor: 0,
    exposure: 2,
    cooperates: true,
    remembers: true,
    followsCounts: true,
  },
};

/** True for a level name. */
export const isAiLevel: (x: unknown) => x is AiLevel = isComputerLevel;
