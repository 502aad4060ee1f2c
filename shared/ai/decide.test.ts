import { describe, expect, it } from 'vitest';
import {
  EVENT_TYPES,
  makeEvent,
  randInt,
  seedRng,
  shuffle,
  view,
  visibility,
  type GameState,
  type ReplayEvent,
  type RngState,
} from '../engine/index.js';
import { arranged, gridMap, startedGame } from '../../test/fixtures/engine';
import { Memories, playSeats } from '../../test/fixtures/aiGames';
import { decide } from './decide.js';
import { AI_LEVELS } from './levels.js';

const map = gridMap();
const OWNERS = [1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2];

describe('decide', () => {
  it('begins its turn, and does nothing out of turn or as a spectator', () => {
    const s = arranged(map, OWNERS, [], {}, 0);
    expect(decide({ view: view(s, map, { player_id: 1 }), map, level: 'easy', seed: 1 })).toEqual({
      type: 'begin-turn',
      player_id: 1,
    });
    expect(
      decide({ view: view(s, map, { player_id: 2 }), map, level: 'hard', seed: 1 }),
    ).toBeNull();
    expect(decide({ view: view(s, map, null), map, level: 'hard', seed: 1 })).toBeNull();
  });

  it("waits while another player's conquest move is pending (simultaneous turns)", () => {
    const s = arranged(map, OWNERS, [], { turn_order: 2 }, 3);
    s.turns.push({ ...s.turns[0]!, player_id: 2, step: 4, last_conquer: { from: 6, to: 2 } });
    expect(
      decide({ view: view(s, map, { player_id: 1 }), map, level: 'hard', seed: 1 }),
    ).toBeNull();
  });

  it('the same view and seed give the same action', () => {
    const s = arranged(map, OWNERS, [1, 1, 1, 1, 12, 2, 5, 5, 3, 5, 5, 5]);
    const v = view(s, map, { player_id: 1 });
    for (const level of AI_LEVELS) {
      const first = decide({ view: v, map, level, seed: 9 });
      expect(decide({ view: structuredClone(v), map, level, seed: 9 })).toEqual(first);
    }
  });
});

/**
 * Changes everything `seat` may not see: unseen territories' troops and owners (among the
 * enemies), the deck's order, the generator, other hands (same sizes), others' missions and targets.
 */
function scrambleHidden(s: GameState, seat: number, rng: RngState): GameState {
  const t = structuredClone(s);
  const seen = visibility(s, map, { player_id: seat });
  const mate = (id: number) =>
    id === seat ||
    (t.players[seat - 1]!.team > 0 && t.players[id - 1]?.team === t.players[seat - 1]!.team);
  // Unseen enemy territories change hands among the enemies (each keeps as many as it had: a
  // count of zero would show, as a defeat) and troops.
  const unseen = t.territories.filter(
    (terr, i) => !seen[i] && terr.player_id !== 0 && !mate(terr.player_id),
  );
  const owners = shuffle(
    rng,
    unseen.map((terr) => terr.player_id),
  );
  unseen.forEach((terr, i) => {
    terr.troops = 1 + randInt(rng, 30);
    terr.player_id = owners[i] ?? terr.player_id;
  });
  t.rng = [randInt(rng, 2 ** 31), randInt(rng, 2 ** 31), randInt(rng, 2 ** 31), 7];
  shuffle(rng, t.deck);
  const others = t.players.filter((p) => !mate(p.player_id));
  const pool = shuffle(rng, [...t.deck, ...others.flatMap((p) => p.cards)]);
  for (const p of others) p.cards = pool.splice(0, p.cards.length);
  t.deck = pool;
  for (const p of others) {
    p.target = randInt(rng, t.players.length + 1);
    p.mission = p.mission && { ...p.mission, target: randInt(rng, t.players.length + 1) };
  }
  return t;
}

/**
 * Lines of conquests `seat` could not see (neither end in its sight before or after the action),
 * made up: read with the lines it saw, they must change nothing it remembers.
 */
function hiddenConquests(before: GameState, after: GameState, seat: number): ReplayEvent[] {
  const was = visibility(before, map, { player_id: seat });
  const now = visibility(after, map, { player_id: seat });
  const hidden = map.territories.filter((t) => !was[t.id - 1] && !now[t.id - 1]);
  return hidden.slice(1).map((t, i) => {
    const from = hidden[i]!.id;
    const owner = before.territories[t.id - 1]?.player_id ?? 0;
    return makeEvent(EVENT_TYPES.CONQUER, 1 + (i % before.players.length), from, t.id, 0, owner);
  });
}

describe('under fog, decisions depend only on what the seat may see', () => {
  it('states and logs differing only in hidden information give identical views, memories and decisions', () => {
    let compared = 0;
    let heardHidden = 0;
    for (const [seed, game_type] of [
      [1, 0],
      [2, 5],
      [3, 2],
      [4, 1],
      [5, 3],
      [6, 7],
      [7, 4],
    ] as const) {
      const options = { num_players: 4, fog_of_war: 1 as const, game_type, cards: 0 as const };
      const { state } = startedGame(options, map, seed);
      const rng = seedRng(seed);
      const computers = [1, 2, 3];
      // What each computer seat remembers of its views and its log lines, as the drivers keep it;
      // `shadow` is also told of conquests the seat could not see.
      const memories = new Memories();
      const shadow = new Memories();
      playSeats(state, map, ['easy', 'normal', 'hard', 'random'], {
        seed,
        now: 0,
        maxActions: 400,
        onAction: (before, _action, after, kind, events) => {
          const seat = before.turns[0]?.player_id ?? 0;
          if (kind !== 'random' && seat !== 0) {
            const other = scrambleHidden(before, seat, rng);
            const mine = view(before, map, { player_id: seat });
            const theirs = view(other, map, { player_id: seat });
            expect(theirs).toEqual(mine);
            const memory = memories.see(seat, mine);
            expect(shadow.see(seat, theirs)).toEqual(memory);
            expect(decide({ view: theirs, map, level: kind, seed, memory })).toEqual(
              decide({ view: mine, map, level: kind, seed, memory }),
            );
            compared++;
          }
          memories.hear(before, after, map, events, computers);
          for (const id of computers) {
            const made = hiddenConquests(before, after, id);
            heardHidden += made.length;
            shadow.hear(before, after, map, [...made, ...events], [id]);
          }
        },
      });
    }
    expect(compared).toBeGreaterThan(300);
    expect(heardHidden).toBeGreaterThan(100);
  }, 60_000);
});

describe('under fog, a weak rival in sight is eliminated', () => {
  // Three players; seat 1 (top row and 5) sees 6-9 only. Player 3 shows one territory, 9, and holds
  // three cards; 10-12 are unseen. Seat 1's 5 can take 6 (2 troops) or 9 (4 troops).
  const TROOPS = [1, 1, 1, 1, 12, 2, 5, 5, 4, 3, 3, 3];
  function attackFrom5(owners: number[], level: 'normal' | 'hard') {
    const s = arranged(map, owners, TROOPS, { num_players: 3, fog_of_war: 1 });
    s.players[2]!.cards = s.deck.splice(0, 3);
    const action = decide({ view: view(s, map, { player_id: 1 }), map, level, seed: 1 });
    return action?.type === 'attack' ? action.territory_to : 0;
  }

  it('attacks the last territory it sees of a player, not the cheaper conquest', () => {
    for (const level of ['normal', 'hard'] as const)
      expect(attackFrom5([1, 1, 1, 1, 1, 2, 2, 2, 3, 2, 2, 2], level)).toBe(9);
  });

  it('takes the cheaper conquest when the same player shows another territory', () => {
    for (const level of ['normal', 'hard'] as const)
      expect(attackFrom5([1, 1, 1, 1, 1, 2, 2, 3, 3, 2, 2, 2], level)).toBe(6);
  });
});
