import { FormField } from '../../ui/FormField';
import { useGameCheck } from './gameCheck';

interface GameIdCheckProps {
  value: string;
  onChange(value: string): void;
  /** Game statuses the tool works on (default 1 and 2). */
  allowed?: readonly number[];
}

/** A game id field that checks the game as it is typed: exists, and in a status the tool can change. */
export function GameIdCheck({ value, onChange, allowed }: GameIdCheckProps) {
  const check = useGameCheck(value, allowed);
  return (
    <FormField
      label="Game id"
      name="game_id"
      inputMode="numeric"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      message={check}
    />
  );
}
