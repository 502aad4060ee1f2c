/** The create page's computer players: seats they take at once, empty seats, missed turns. */
import { useId } from 'react';
import { COMPUTER_LEVELS } from '../../../shared/engine';
import {
  COMPUTER_FILL_WAITS,
  COMPUTER_LEVEL_NAMES,
  COMPUTER_TEXTS,
} from '../../../shared/protocol/computers';
import { Button } from '../../ui/Button';
import { turnTimeText } from '../../../shared/html/lobbyText';
import { computerSeatsOf, withComputerSeats } from './createGameForm';
import { Group, SelectField, type GroupProps } from './formFields';

const LEVEL_CHOICES = COMPUTER_LEVELS.map((level) => ({
  value: level,
  label: COMPUTER_LEVEL_NAMES[level],
}));
const WAIT_CHOICES = COMPUTER_FILL_WAITS.map((seconds) => ({
  value: String(seconds),
  label: turnTimeText(seconds),
}));

/** One row per computer seat: its level, and a way to remove it. */
function ComputerSeat({
  index,
  level,
  onLevel,
  onRemove,
}: {
  index: number;
  level: string;
  onLevel(level: string): void;
  onRemove(): void;
}) {
  const id = useId();
  return (
    <li className="create-computer">
      <label htmlFor={id}>Computer player {index + 1}</label>
      <select id={id} value={level} onChange={(e) => onLevel(e.target.value)}>
        {LEVEL_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <Button variant="ghost" onClick={onRemove}>
        Remove
      </Button>
    </li>
  );
}

export function ComputerOptions(field: GroupProps) {
  const { values, onChange } = field;
  const seats = computerSeatsOf(values);
  const freeSeats = Number(values.num_players) - 1;
  const setSeats = (next: string[]) => onChange('computer_players', withComputerSeats(next));
  return (
    <Group title="Computer players">
      <p className="create-note">{COMPUTER_TEXTS.rating}</p>
      {seats.length > 0 && (
        <ol className="create-computers" aria-label="Computer players">
          {seats.map((level, i) => (
            <ComputerSeat
              key={i}
              index={i}
              level={level}
              onLevel={(next) => setSeats(seats.map((old, j) => (j === i ? next : old)))}
              onRemove={() => setSeats(seats.filter((_, j) => j !== i))}
            />
          ))}
        </ol>
      )}
      <Button
        variant="secondary"
        disabled={!(seats.length < freeSeats)}
        onClick={() => setSeats([...seats, 'normal'])}
      >
        Add a computer player
      </Button>
      <SelectField
        {...field}
        name="computer_fill"
        label="Fill empty seats with computer players"
        placeholder="No"
        choices={LEVEL_CHOICES}
      />
      {values.computer_fill !== '' && (
        <SelectField
          {...field}
          name="computer_fill_after"
          label="When nobody has taken them after"
          choices={WAIT_CHOICES}
        />
      )}
      <SelectField
        {...field}
        name="computer_replace"
        label="Players who miss 3 turns in a row"
        placeholder="Turn neutral"
        choices={LEVEL_CHOICES.map((c) => ({ ...c, label: `Replaced by a computer (${c.label})` }))}
      />
    </Group>
  );
}
