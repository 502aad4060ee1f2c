import { describe, expect, it } from 'vitest';
import type { PlayerEntity } from '../../shared/protocol/updateState';
import { cardHtml, playerRowHtml, playerSideBoxHtml } from './playerFragments';

const player: PlayerEntity = {
  player_id: 2,
  user_id: 7,
  username: '<img src=x onerror=alert(1)>',
  team: 1,
  teamString: 'Team 1',
  color: 3,
  alive: true,
  resigned: false,
  neutral: false,
  cards: 4,
  territories: null,
  troops: 31,
  reinforcements: 5,
  pending_reinforcements: 0,
  last_conquer: null,
  add_time_left: 3,
  absent_until: 0,
  autokick_at: 0,
  kills: 0,
  capital: 0,
  computer: null,
  coached: false,
};

describe('server-rendered player fragments', () => {
  it('escapes the username and shows fogged counts as unknown', () => {
    const row = playerRowHtml(player, true);
    expect(row).not.toContain('<img');
    expect(row).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(row).toContain('<td>on turn</td><td>4</td><td>?</td><td>31</td><td>5</td>');
    expect(row).toContain('player--red');
    expect(playerSideBoxHtml({ ...player, resigned: true }, false)).toContain(
      '<span>resigned</span>',
    );
  });

  it('marks a computer player', () => {
    const robot = { ...player, username: 'Robo', computer: 'normal' as const };
    expect(playerRowHtml(robot, false)).toContain('<td>Robo (computer, Normal)</td>');
    expect(playerSideBoxHtml(robot, false)).toContain('<strong>Robo (computer, Normal)</strong>');
  });

  it('names a card by its territory, or as a wild', () => {
    expect(cardHtml({ code: 21, territory_id: 5, deck_no: 1, color: 2 }, 'Alberta')).toBe(
      '<span class="card card--cavalry" data-code="21">Alberta</span>',
    );
    expect(cardHtml({ code: 0, territory_id: 0, deck_no: 0, color: 0 }, undefined)).toContain(
      '>Wild<',
    );
  });

  it('renders a player again once anything shown changes, and the same row for the same player', () => {
    const before = playerRowHtml(player, false);
    expect(playerRowHtml({ ...player }, false)).toBe(before);
    expect(playerRowHtml({ ...player, troops: 32 }, false)).toContain('<td>32</td>');
    expect(playerRowHtml(player, true)).toContain('<td>on turn</td>');
    expect(playerRowHtml(player, false)).toBe(before);
  });
});
