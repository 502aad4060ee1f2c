import { useEffect, useState } from 'react';
import { troopBounds } from '../../../../shared/engine';
import { Button } from '../../../ui/Button';
import type { InputMode } from '../inputModes';
import type { TurnController } from '../useTurn';
import { FloatingDialog } from './FloatingDialog';
import { TroopCount } from './TroopCount';

type CountMode = Extract<InputMode, { kind: 'pickCount' }>;

const TITLES = {
  place: (from: string) => `Place troops on ${from}`,
  fortify: (from: string, to: string) => `Move troops from ${from} to ${to}`,
  move: (from: string, to: string) => `Conquered ${to}: move troops in from ${from}`,
} as const;

/** Sends the count for the picked territories as the action the purpose calls for. */
function sendCount(send: TurnController['send'], mode: CountMode, count: number) {
  const target = mode.target ?? 0;
  switch (mode.purpose) {
    case 'place':
      return send('place-troops', { territory: mode.source, num_troops: count });
    case 'fortify':
      return send('fortify', {
        territory_from: mode.source,
        territory_to: target,
        num_troops: count,
      });
    default:
      return send('move-troops', {
        num_troops: count,
        expected_terr_from: mode.source,
        expected_terr_to: target,
      });
  }
}

export interface TroopsDialogProps {
  turn: TurnController;
  mode: CountMode;
  nameOf(id: number | null): string;
}

/** Place, fortify or the forced move after a conquest: how many troops (spec §5 "Troops move"). */
export function TroopsDialog({ turn, mode, nameOf }: TroopsDialogProps) {
  const bounds = troopBounds(turn.view, turn.me, mode.source);
  const [count, setCount] = useState(bounds.max);
  // A new pick (or a new pool after placing some) starts at the most troops allowed.
  useEffect(() => setCount(bounds.max), [bounds.max, mode.source, mode.target]);
  const from = nameOf(mode.source);
  const to = nameOf(mode.target);
  const title =
    mode.purpose === 'place'
      ? TITLES.place(from)
      : mode.purpose === 'move'
        ? TITLES.move(from, to)
        : TITLES.fortify(from, to);
  const valid = bounds.max >= bounds.min && count >= bounds.min && count <= bounds.max;
  const submit = async () => {
    if ((await sendCount(turn.send, mode, count)) && mode.purpose === 'fortify') turn.onCancel();
  };
  return (
    <FloatingDialog
      title={title}
      testId="troops-dialog"
      onClose={mode.purpose === 'move' ? undefined : turn.onCancel}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) void submit();
        }}
      >
        <TroopCount
          label="Troops"
          value={count}
          min={bounds.min}
          max={bounds.max}
          onChange={setCount}
        />
        <div className="play-dialog__actions">
          {mode.purpose !== 'move' && (
            <Button variant="secondary" onClick={turn.onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" disabled={!valid} busy={turn.busy}>
            {mode.purpose === 'place' ? 'Place' : 'Move'} {count}
          </Button>
        </div>
      </form>
    </FloatingDialog>
  );
}
