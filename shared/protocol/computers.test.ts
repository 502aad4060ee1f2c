import { describe, expect, it } from 'vitest';
import { checkComputerFields } from './computerFields';
import { COMPUTER_TEXTS, hasComputers, NO_COMPUTERS } from './computers';

describe('the create form’s computer-player fields', () => {
  it('reads a form’s strings and JSON alike', () => {
    const fromForm = checkComputerFields(
      {
        computer_players: 'hard, easy',
        computer_fill: 'normal',
        computer_fill_after: '300',
        computer_replace: 'hard',
      },
      4,
    );
    const fromJson = checkComputerFields(
      {
        computer_players: ['hard', 'easy'],
        computer_fill: 'normal',
        computer_fill_after: 300,
        computer_replace: 'hard',
      },
      4,
    );
    const settings = {
      seats: ['hard', 'easy'],
      fill: { level: 'normal', after: 300 },
      replace: 'hard',
    };
    expect(fromForm).toEqual({ ok: true, settings });
    expect(fromJson).toEqual({ ok: true, settings });
  });

  it('treats empty fields as no computers', () => {
    const none = checkComputerFields(
      { computer_players: '', computer_fill: '', computer_replace: '' },
      4,
    );
    expect(none).toEqual({ ok: true, settings: NO_COMPUTERS });
    expect(hasComputers(NO_COMPUTERS)).toBe(false);
  });

  it('refuses unknown levels, too many computers and waits not offered, with clear texts', () => {
    expect(checkComputerFields({ computer_players: 'hard,hard,hard,hard' }, 4)).toEqual({
      ok: false,
      errors: [COMPUTER_TEXTS.tooMany],
    });
    expect(checkComputerFields({ computer_players: Array(9).fill('easy') }, 9)).toEqual({
      ok: false,
      errors: [COMPUTER_TEXTS.tooMany],
    });
    expect(checkComputerFields({ computer_fill: 'HARD', computer_fill_after: 60 }, 4)).toEqual({
      ok: false,
      errors: [COMPUTER_TEXTS.badLevel('Fill empty seats with computer players')],
    });
    expect(checkComputerFields({ computer_fill: 'easy', computer_fill_after: 'soon' }, 4)).toEqual({
      ok: false,
      errors: [COMPUTER_TEXTS.badWait],
    });
  });
});
