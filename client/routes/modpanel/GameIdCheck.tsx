import { useEffect, useState } from 'react';
import { GAME_CHECK_DEFAULT_STATUSES, STAFF_TEXTS } from '../../../shared/protocol/staff';
import { FormField } from '../../ui/FormField';

export type GameCheck = { tone: 'success' | 'info' | 'error'; text: string } | undefined;

/** The verdict of the game id check from `/api/game/{id}`'s answer (spec §5, §8). */
export function gameCheckOf(
  response: { ok: boolean; statusText: string; status?: number },
  allowed: readonly number[],
): GameCheck {
  if (!response.ok) return { tone: 'error', text: STAFF_TEXTS.gameCheckError(response.statusText) };
  return allowed.includes(response.status ?? -1)
    ? { tone: 'success', text: STAFF_TEXTS.gameCheckOk }
    : { tone: 'info', text: STAFF_TEXTS.gameCheckInactive };
}

interface GameIdCheckProps {
  value: string;
  onChange(value: string): void;
  /** Game statuses the tool works on (default 1 and 2). */
  allowed?: readonly number[];
}

/** A game id field that checks the game as it is typed: exists, and in a status the tool can change. */
export function GameIdCheck({
  value,
  onChange,
  allowed = GAME_CHECK_DEFAULT_STATUSES,
}: GameIdCheckProps) {
  const [check, setCheck] = useState<GameCheck>();
  useEffect(() => {
    const id = value.trim();
    if (!/^[1-9]\d{0,9}$/.test(id)) {
      setCheck(undefined);
      return;
    }
    let current = true;
    void fetch(`/api/game/${id}`, { credentials: 'same-origin' })
      .then(async (response) => {
        const body = response.ok ? ((await response.json()) as { status?: number }) : {};
        if (!current) return;
        const { ok, statusText } = response;
        setCheck(gameCheckOf({ ok, statusText, status: body.status }, allowed));
      })
      .catch((error: unknown) => {
        if (current) setCheck({ tone: 'error', text: STAFF_TEXTS.gameCheckError(String(error)) });
      });
    return () => {
      current = false;
    };
  }, [value, allowed]);
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
