/**
 * A year of play, made up from a seed: people with a hidden strength and a taste for playing
 * often or seldom, and finished games whose options, players, places, resignations, missed
 * turns and rating changes follow them. Pure: the same seed gives the same world.
 */
import { DEFAULT_OPTIONS, type GameOptions } from '../../shared/engine';
import { ratingChanges } from '../../shared/ratings';
import { finishReward } from '../../shared/protocol/tokens';
import { BASE_RATING } from '../../shared/protocol/players';

export interface Person {
  /** Index into the people, not a database id. */
  index: number;
  username: string;
  strength: number;
  /** How often this person plays, relative to the others (a long tail of regulars). */
  appetite: number;
  createdAt: number;
  lastActiveAt: number;
}

export interface SeededSeat {
  /** A person's index, or null for a computer player. */
  person: number | null;
  playerId: number;
  color: number;
  team: number;
  place: number;
  resigned: boolean;
  missedTurns: number;
  ratingChange: number;
  /** The person's rating after the game (rated games only). */
  ratingAfter: number | null;
  tokensChange: number;
}

export interface SeededGame {
  options: GameOptions;
  rated: boolean;
  createdAt: number;
  startedAt: number;
  endedAt: number;
  seats: SeededSeat[];
}

const DAY = 24 * 60 * 60 * 1000;

/** mulberry32: small, fast and good enough to make up data. */
export function randomFrom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks an index with the given weights. */
function weighted(random: () => number, weights: readonly number[]): number {
  let r = random() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i]!;
    if (r < 0) return i;
  }
  return weights.length - 1;
}

const SYLLABLES = ['ka', 'ro', 'mi', 'tor', 'vel', 'an', 'dus', 'lee', 'zor', 'pa', 'ren', 'sho'];

export function makePeople(count: number, random: () => number, now: number): Person[] {
  return Array.from({ length: count }, (_, index) => {
    const name = Array.from(
      { length: 2 + (index % 2) },
      () => SYLLABLES[Math.floor(random() * SYLLABLES.length)],
    ).join('');
    const createdAt = now - Math.floor(random() * 540 * DAY);
    return {
      index,
      username: `${name[0]!.toUpperCase()}${name.slice(1)}${index}`,
      strength: random() * 2 + random() * 2,
      // Pareto-like: most play now and then, a few every evening.
      appetite: 1 / Math.max(0.02, random()) ** 0.9,
      createdAt,
      lastActiveAt: Math.max(createdAt, now - Math.floor(random() ** 3 * 90 * DAY)),
    };
  });
}

/** Cumulative appetites, to draw players in proportion to how much they play. */
function drawer(people: readonly Person[], random: () => number): () => number {
  const cumulative: number[] = [];
  let sum = 0;
  for (const person of people) cumulative.push((sum += person.appetite));
  return () => {
    const r = random() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > r) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
}

export function makeOptions(random: () => number, mapIds: readonly number[]): GameOptions {
  const numPlayers = 2 + weighted(random, [15, 25, 25, 12, 13, 5, 5]);
  const teams = numPlayers >= 4 && numPlayers % 2 === 0 && random() < 0.2;
  const cards = weighted(random, [50, 15, 10, 15, 10]) as GameOptions['cards'];
  const live = random() < 0.7;
  return {
    ...DEFAULT_OPTIONS,
    num_players: numPlayers,
    game_type: weighted(random, [40, 12, 8, 12, 8, 8, 6, 6]) as GameOptions['game_type'],
    cards,
    cards_advanced: cards !== 3 && random() < 0.2 ? 1 : 0,
    fog_of_war: random() < 0.3 ? 1 : 0,
    fortification: weighted(random, [10, 30, 45, 15]) as GameOptions['fortification'],
    turn_order: weighted(random, [70, 20, 10]) as GameOptions['turn_order'],
    dice: random() < 0.25 ? 1 : 0,
    players_per_team: teams ? 2 : 1,
    turn_time: live ? [60, 120, 180, 300][Math.floor(random() * 4)]! : 86400,
    pointless: random() < 0.15 ? 1 : 0,
    ranking_mode: teams ? 2 : (weighted(random, [60, 40]) as GameOptions['ranking_mode']),
    map_id:
      mapIds[
        weighted(
          random,
          mapIds.map((_, i) => (i === 0 ? 6 : 1)),
        )
      ]!,
  };
}

/** Finishing places: the stronger more likely ahead; a winning team shares place 0. */
function places(random: () => number, strengths: readonly number[], teams: readonly number[]) {
  const order = strengths
    .map((s, seat) => ({ seat, key: s + random() * 3 }))
    .sort((a, b) => b.key - a.key)
    .map((entry) => entry.seat);
  const winningTeam = teams[order[0]!]!;
  const result = new Array<number>(strengths.length);
  let next = 1;
  for (const seat of order) {
    result[seat] =
      winningTeam > 0 && teams[seat] === winningTeam ? 0 : seat === order[0] ? 0 : next++;
  }
  return result;
}

/**
 * `count` finished games spread over the year before `now`, oldest first, each person's rating
 * carried from game to game in `ratings` (by person index).
 */
export function makeGames(
  count: number,
  people: readonly Person[],
  mapIds: readonly number[],
  random: () => number,
  now: number,
  ratings: number[],
): SeededGame[] {
  const draw = drawer(people, random);
  const ends = Array.from({ length: count }, () => now - Math.floor(random() * 365 * DAY)).sort(
    (a, b) => a - b,
  );
  return ends.map((endedAt) => {
    const options = makeOptions(random, mapIds);
    const n = options.num_players;
    const computers = random() < 0.08 ? 1 + Math.floor(random() * Math.min(2, n - 1)) : 0;
    const seated = new Set<number>();
    while (seated.size < n - computers) seated.add(draw());
    const persons: (number | null)[] = [...seated, ...new Array<null>(computers).fill(null)];
    const teams = persons.map((_, i) => (options.players_per_team > 1 ? (i % (n / 2)) + 1 : 0));
    const strengths = persons.map((p) => (p === null ? 2 : people[p]!.strength));
    const placeOf = places(random, strengths, teams);
    const seats = persons.map((person, i): SeededSeat => ({
      person,
      playerId: i + 1,
      color: i + 1,
      team: teams[i]!,
      place: placeOf[i]!,
      resigned: person !== null && placeOf[i]! > 0 && random() < 0.12,
      missedTurns: person !== null && random() < 0.15 ? 1 + Math.floor(random() * 4) : 0,
      ratingChange: 0,
      ratingAfter: null,
      tokensChange: 0,
    }));
    const rated = options.pointless === 0 && n - computers >= 2;
    if (rated) settleRatings(seats, options, ratings);
    const startedAt = endedAt - (options.turn_time === 86400 ? 12 * DAY : 90 * 60_000) * random();
    return {
      options,
      rated,
      createdAt: Math.floor(startedAt - 20 * 60_000 * random()),
      startedAt: Math.floor(startedAt),
      endedAt,
      seats,
    };
  });
}

/** Rates the people of a game as the server does at its end (settleGameEnd). */
function settleRatings(seats: SeededSeat[], options: GameOptions, ratings: number[]): void {
  const people = seats.filter((seat) => seat.person !== null);
  const deltas = ratingChanges(
    people.map((seat) => ({
      playerId: seat.playerId,
      team: seat.team,
      rating: ratings[seat.person!] ?? BASE_RATING,
      rank: seat.place,
    })),
    options.ranking_mode,
  );
  for (const seat of people) {
    seat.ratingChange = deltas.get(seat.playerId) ?? 0;
    ratings[seat.person!] = (ratings[seat.person!] ?? BASE_RATING) + seat.ratingChange;
    seat.ratingAfter = ratings[seat.person!]!;
    seat.tokensChange = seat.resigned ? 0 : finishReward(options, seat.missedTurns);
  }
}
