import { useId } from 'react';
import { FILTER_ANY } from '../../../shared/constants';
import type { LobbyFilterField } from '../../../shared/protocol/lobby';
import {
  CARD_MODE_NAMES,
  GAME_TYPE_NAMES,
  RANKING_MODE_NAMES,
  TURN_ORDER_NAMES,
} from '../../../shared/html/lobbyText';
import type { LobbyFilters as Filters } from './useLobby';

const FILTERS: { field: LobbyFilterField; label: string; names: readonly string[] }[] = [
  { field: 'ranking_mode', label: 'Ranking', names: RANKING_MODE_NAMES },
  { field: 'game_type', label: 'Game type', names: GAME_TYPE_NAMES },
  { field: 'cards', label: 'Cards', names: CARD_MODE_NAMES },
  { field: 'turn_order', label: 'Turn order', names: TURN_ORDER_NAMES },
];

export const ANY_FILTERS: Filters = {
  ranking_mode: FILTER_ANY,
  game_type: FILTER_ANY,
  cards: FILTER_ANY,
  turn_order: FILTER_ANY,
};

/** The lobby's four filters; "Any" is -1 (spec §9). */
export function LobbyFilters({
  value,
  onChange,
}: {
  value: Filters;
  onChange(next: Filters): void;
}) {
  const id = useId();
  return (
    <fieldset className="lobby-filters">
      <legend className="visually-hidden">Filters</legend>
      {FILTERS.map(({ field, label, names }) => (
        <div key={field} className="lobby-filters__item">
          <label htmlFor={`${id}${field}`}>{label}</label>
          <select
            id={`${id}${field}`}
            value={value[field]}
            onChange={(event) => onChange({ ...value, [field]: Number(event.target.value) })}
          >
            <option value={FILTER_ANY}>Any</option>
            {names.map((name, code) => (
              <option key={name} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  );
}
