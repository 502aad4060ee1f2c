import { describe, expect, it } from 'vitest';
import { checkCreateGame } from '../../../shared/protocol/createGame';
import { COMPUTER_TEXTS } from '../../../shared/protocol/computers';
import { renderMarkup } from '../../testing/markup';
import { ComputerOptions } from './ComputerOptions';
import { computerSeatsOf, formPayload, INITIAL_FORM, withComputerSeats } from './createGameForm';

const noop = () => undefined;
const render = (extra: Record<string, string>) =>
  renderMarkup(<ComputerOptions values={{ ...INITIAL_FORM, ...extra }} onChange={noop} />);

describe('the computer players of the create page', () => {
  it('says how games with computer players are rated', () => {
    expect(render({})).toContain(COMPUTER_TEXTS.rating);
  });

  it('lists one level per computer seat, and stops adding when the seats run out', () => {
    const markup = render({ num_players: '3', computer_players: 'hard,easy' });
    expect(markup).toContain('Computer player 1');
    expect(markup).toContain('Computer player 2');
    const addButton = (html: string) => /<button[^>]*>Add a computer player/.exec(html)![0];
    expect(addButton(markup)).toContain('disabled=""');
    expect(addButton(render({ num_players: '4', computer_players: 'hard' }))).not.toContain(
      'disabled',
    );
  });

  it('asks how long empty seats wait only when they are to be filled', () => {
    expect(render({})).not.toContain('When nobody has taken them after');
    expect(render({ computer_fill: 'easy' })).toContain('When nobody has taken them after');
  });

  it('sends the seats as a list the server checks like the client', () => {
    expect(computerSeatsOf({ computer_players: withComputerSeats(['hard', 'easy']) })).toEqual([
      'hard',
      'easy',
    ]);
    const payload = formPayload({ ...INITIAL_FORM, map_id: '1', color: '1' });
    expect(payload).not.toHaveProperty('computer_fill_after');
    const tooMany = formPayload({
      ...INITIAL_FORM,
      num_players: '2',
      computer_players: 'easy,hard',
    });
    const check = checkCreateGame(tooMany, undefined);
    expect(check.ok || check.errors).toContain(COMPUTER_TEXTS.tooMany);
  });
});
