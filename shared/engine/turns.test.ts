import { describe, expect, it } from 'vitest';
import { cardCode } from './cards.js';
import { EVENT_TYPES } from './events.js';
import { OWNERS, TROOPS, arranged, gridMap, must, rejects } from '../../test/fixtures/engine';

const map = gridMap();

describe('turn steps', () => {
  it('begin-turn gives the pool and goes to step 2 (no cards) ', () => {
    const s = arranged(map, OWNERS, TROOPS, {}, 0);
    const r = must(s, { type: 'begin-turn', player_id: 1 }, map);
    expect(r.state.turns[0]?.step).toBe(2);
    // 5 territories -> 3, + top row bonus 2.
    expect(r.state.players[0]?.reinforcements).toBe(5);
    expect(r.state.version).toBe(s.version + 1);
    rejects(map, r.state, { type: 'begin-turn', player_id: 1 }, 'wrongStep');
  });

  it('only the player on turn acts; rejections leave the state identical', () => {
    const s = arranged(map, OWNERS, TROOPS, {}, 0);
    const before = JSON.stringify(s);
    rejects(map, s, { type: 'begin-turn', player_id: 2 }, 'notYourTurn');
    rejects(
      map,
      s,
      { type: 'place-troops', player_id: 1, territory: 1, num_troops: 1 },
      'turnNotStarted',
    );
    rejects(map, s, { type: 'begin-turn', player_id: 7 }, 'noSuchPlayer');
    expect(JSON.stringify(s)).toBe(before);
  });

  it('with 5 cards the turn-in is compulsory; a set adds its value and +2 on owned territories', () => {
    const s = arranged(map, OWNERS, TROOPS, {}, 0);
    const codes = [cardCode(1, 0), cardCode(2, 0), cardCode(6, 0), cardCode(7, 0), cardCode(8, 0)];
    const colors = s.card_colors.slice();
    [1, 1, 1, 2, 3].forEach((c, i) => (colors[codes[i]!] = c));
    s.card_colors = colors;
    s.players[0]!.cards = codes.slice();
    s.deck = s.deck.filter((c) => !codes.includes(c));
    let r = must(s, { type: 'begin-turn', player_id: 1 }, map);
    expect(r.state.turns[0]?.step).toBe(1);
    rejects(map, r.state, { type: 'advance-phase', player_id: 1, from_step: 1 }, 'mustTurnIn');
    rejects(
      map,
      r.state,
      { type: 'turn-in-cards', player_id: 1, cards: codes.slice(0, 2) },
      'cardCount',
    );
    rejects(
      map,
      r.state,
      { type: 'turn-in-cards', player_id: 1, cards: [codes[0]!, codes[1]!, cardCode(3, 0)] },
      'cardNotOwned',
    );
    rejects(
      map,
      r.state,
      { type: 'turn-in-cards', player_id: 1, cards: [codes[0]!, codes[1]!, codes[3]!] },
      'invalidSet',
    );
    r = must(
      r.state,
      { type: 'turn-in-cards', player_id: 1, cards: [codes[0]!, codes[1]!, codes[2]!] },
      map,
    );
    expect(r.events).toEqual([
      {
        type: EVENT_TYPES.CARDS,
        player_id: 1,
        param1: codes[0],
        param2: codes[1],
        param3: codes[2],
        param4: 4,
      },
    ]);
    expect(r.state.players[0]?.reinforcements).toBe(5 + 4);
    expect(r.state.territories[0]?.troops).toBe(12); // territory 1 owned: +2
    expect(r.state.territories[1]?.troops).toBe(3); // territory 2 owned: +2
    expect(r.state.territories[5]?.troops).toBe(1); // territory 6 is the enemy's
    expect(r.state.sets_turned_in).toBe(1);
    r = must(r.state, { type: 'advance-phase', player_id: 1, from_step: 1 }, map);
    expect(r.state.turns[0]?.step).toBe(2);
    // Two cards left: nothing to turn in, so no way back to step 1.
    rejects(map, r.state, { type: 'undo-advance-phase', player_id: 1, from_step: 2 }, 'cannotUndo');
  });

  it('without fortification, advancing from step 3 ends the turn', () => {
    const s = arranged(map, OWNERS, TROOPS, { fortification: 0 });
    const r = must(s, { type: 'advance-phase', player_id: 1, from_step: 3 }, map);
    expect(r.state.turns[0]?.player_id).toBe(2);
    expect(r.events[0]).toMatchObject({ type: 7, player_id: 1, param1: 0 });
  });
});
