import { useState, type FormEvent } from 'react';
import {
  CARD_MODE_NAMES,
  DICE_NAMES,
  FORTIFICATION_NAMES,
  GAME_TYPE_NAMES,
  RANKING_MODE_NAMES,
  TURN_ORDER_NAMES,
} from '../../../shared/html/lobbyText';
import { call } from '../../net/api';
import { useRouteQuery } from '../../net/query';
import { Button } from '../../ui/Button';
import { UsernameInput } from '../../ui/UsernameInput';

/** The filters' fields as the page's address holds them (the names shown beside the ids). */
export const FILTER_FIELDS = [
  'player',
  'opponent',
  'map',
  'game_type',
  'rated',
  'from',
  'to',
  'num_players',
  'cards',
  'fog_of_war',
  'fortification',
  'turn_order',
  'dice',
  'players_per_team',
  'ranking_mode',
] as const;
type Field = (typeof FILTER_FIELDS)[number];
export type Filters = Partial<Record<Field | 'pname' | 'oname', string>>;

const named = (names: readonly string[]) => names.map((name, value) => ({ value, name }));
const counted = (from: number, to: number, text: (n: number) => string) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: from + i, name: text(from + i) }));

/** The game options one may filter on, each a select of its values. */
const OPTION_SELECTS: { field: Field; label: string; values: { value: number; name: string }[] }[] =
  [
    { field: 'num_players', label: 'Number of players', values: counted(2, 8, String) },
    {
      field: 'players_per_team',
      label: 'Teams',
      values: counted(1, 4, (n) => (n === 1 ? 'No teams' : `${n} per team`)),
    },
    { field: 'cards', label: 'Cards', values: named(CARD_MODE_NAMES) },
    { field: 'fog_of_war', label: 'Fog of war', values: named(['Off', 'On']) },
    { field: 'fortification', label: 'Fortification', values: named(FORTIFICATION_NAMES) },
    { field: 'turn_order', label: 'Turn order', values: named(TURN_ORDER_NAMES) },
    { field: 'dice', label: 'Dice', values: named(DICE_NAMES) },
    { field: 'ranking_mode', label: 'Ranking', values: named(RANKING_MODE_NAMES) },
  ];

function Select({
  label,
  value,
  onChange,
  values,
}: {
  label: string;
  value: string | undefined;
  onChange(value: string): void;
  values: { value: number | string; name: string }[];
}) {
  return (
    <label className="archive-filters__field">
      <span>{label}</span>
      <select value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">Any</option>
        {values.map((option) => (
          <option key={option.value} value={option.value}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The id of the player named so, or the refusal's text. */
async function idOf(name: string): Promise<{ id: number } | { error: string }> {
  const result = await call('GET /api/users/named/:username', { params: { username: name } });
  return result.ok ? { id: result.data.id } : { error: `${name}: ${result.error}` };
}

/** The archive's filter form; applying it replaces the page's address (and so its first page). */
export function ArchiveFilters({
  filters,
  apply,
}: {
  filters: Filters;
  apply(filters: Filters): void;
}) {
  const [draft, setDraft] = useState<Filters>(filters);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [optionsOpen] = useState(() => OPTION_SELECTS.some((option) => filters[option.field]));
  const maps = useRouteQuery('GET /api/maps', {});
  const set = (field: keyof Filters) => (value: string) =>
    setDraft((old) => ({ ...old, [field]: value || undefined }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const next: Filters = { ...draft };
    setBusy(true);
    try {
      for (const [name, id] of [
        ['pname', 'player'],
        ['oname', 'opponent'],
      ] as const) {
        const text = draft[name]?.trim();
        if (!text) {
          delete next[name];
          delete next[id];
          continue;
        }
        const found = await idOf(text);
        if ('error' in found) return setError(found.error);
        next[id] = String(found.id);
      }
    } finally {
      setBusy(false);
    }
    apply(next);
  }

  return (
    <form className="archive-filters card" onSubmit={(event) => void onSubmit(event)}>
      <div className="archive-filters__grid">
        <label className="archive-filters__field">
          <span>Player</span>
          <UsernameInput value={draft.pname ?? ''} onValueChange={set('pname')} />
        </label>
        <label className="archive-filters__field">
          <span>Opponent</span>
          <UsernameInput value={draft.oname ?? ''} onValueChange={set('oname')} />
        </label>
        <Select
          label="Map"
          value={draft.map}
          onChange={set('map')}
          values={(maps.data ?? []).map((map) => ({ value: map.id, name: map.name }))}
        />
        <Select
          label="Game type"
          value={draft.game_type}
          onChange={set('game_type')}
          values={named(GAME_TYPE_NAMES)}
        />
        <Select
          label="Rated"
          value={draft.rated}
          onChange={set('rated')}
          values={[
            { value: 1, name: 'Rated' },
            { value: 0, name: 'Unrated' },
          ]}
        />
        <label className="archive-filters__field">
          <span>Ended on or after</span>
          <input
            type="date"
            value={draft.from ?? ''}
            onChange={(e) => set('from')(e.target.value)}
          />
        </label>
        <label className="archive-filters__field">
          <span>Ended before</span>
          <input type="date" value={draft.to ?? ''} onChange={(e) => set('to')(e.target.value)} />
        </label>
      </div>
      <details className="archive-filters__options" open={optionsOpen}>
        <summary>Game options</summary>
        <div className="archive-filters__grid">
          {OPTION_SELECTS.map((option) => (
            <Select
              key={option.field}
              label={option.label}
              value={draft[option.field]}
              onChange={set(option.field)}
              values={option.values}
            />
          ))}
        </div>
      </details>
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      <div className="archive-filters__actions">
        <Button type="submit" busy={busy}>
          Show games
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft({});
            apply({});
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
