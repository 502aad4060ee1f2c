import { hasPermission } from '../../../shared/protocol/staff';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { MAP_SCALE_LARGE } from '../../../shared/constants';
import { PLAYER_COUNTS } from '../../../shared/maps/types';
import {
  CAPITAL_TEXTS,
  capitalLines,
  checkCapitals,
  territoryFinder,
  type CapitalsResponse,
} from '../../../shared/protocol/capitals';
import type { MapDetail } from '../../../shared/protocol/maps';
import { MapCanvas } from '../../map/MapCanvas';
import { territoryViews, type MapView } from '../../map/viewModel';
import { routeKey, useRouteMutation, useRouteQuery } from '../../net/query';
import { useSession } from '../../state/session';
import { Button } from '../../ui/Button';
import { usePageTitle } from '../../ui/usePageTitle';
import { useMapDetail } from '../maps/useMapData';
import './editor.css';

type Texts = Record<number, string>;

function capitalView(map: MapDetail, capitals: ReadonlySet<number>): MapView {
  return {
    width: map.width,
    height: map.height,
    image: { url: map.imageUrl, scale: 1 },
    territories: territoryViews(map, (t) => ({
      color: 0,
      troops: null,
      capital: capitals.has(t.id),
    })),
    showAdjacencies: false,
    colourblind: false,
    selected: null,
    scale: MAP_SCALE_LARGE,
  };
}

function CapitalEditor({ map, saved }: { map: MapDetail; saved: CapitalsResponse }) {
  const { session } = useSession();
  const canSave = hasPermission(session?.user, 'map.edit');
  const initial = () =>
    Object.fromEntries(
      PLAYER_COUNTS.map((n) => [n, (saved.caps[n] ?? []).map((c) => c.name).join('\n')]),
    );
  const [texts, setTexts] = useState<Texts>(initial);
  const [focused, setFocused] = useState<number>(PLAYER_COUNTS[0]);
  const [pickError, setPickError] = useState<string | null>(null);
  const saving = useRouteMutation('POST /game/create/capitals/:mapId/save', {
    // The capitals read here and by create-game, and the map's capPos in its detail.
    invalidates: () => [
      routeKey('GET /game/create/capitals/:mapId'),
      routeKey('GET /api/maps/:mapId'),
      routeKey('GET /api/maps'),
    ],
  });
  const find = useMemo(() => territoryFinder(map.territories), [map]);
  const checks = PLAYER_COUNTS.map((n) => ({
    n,
    names: capitalLines(texts[n] ?? ''),
    ...checkCapitals(capitalLines(texts[n] ?? ''), n, find),
  }));
  // The focused list's capitals are marked; the view changes only when that list does.
  const marked = (checks.find((c) => c.n === focused)?.ids ?? []).join(',');
  const view = useMemo(
    () => capitalView(map, new Set(marked ? marked.split(',').map(Number) : [])),
    [map, marked],
  );
  const blocked = checks.some((c) => c.names.length > 0 && c.tone !== 'success');

  const pick = (territory: number | null) => {
    if (territory === null) return setPickError(CAPITAL_TEXTS.notFound);
    setPickError(null);
    const name = map.territories[territory - 1]?.name ?? '';
    setTexts((t) => ({ ...t, [focused]: [...capitalLines(t[focused] ?? ''), name].join('\n') }));
  };
  const save = () => {
    const caps = Object.fromEntries(checks.map((c) => [String(c.n), c.names]));
    saving.mutate({ params: { mapId: map.id }, body: { caps } });
  };
  const result = saving.isSuccess
    ? { tone: 'success', text: 'The capitals are saved.' }
    : saving.error && { tone: 'error', text: saving.error.message };

  return (
    <div className="editor-layout">
      <div className="editor-main capital-map">
        <p className="muted">
          Click a territory to add it to the list of {focused} players; one territory name per line.
        </p>
        <div className="editor-canvas">
          <MapCanvas fit view={view} label={`The map ${map.name}`} onSelect={pick} />
        </div>
        {pickError && (
          <p className="editor-message" role="alert">
            {pickError}
          </p>
        )}
      </div>
      <aside className="editor-side capital-lists">
        {checks.map((c) => (
          <div key={c.n} className={`capital-list${focused === c.n ? ' is-focused' : ''}`}>
            <label htmlFor={`capitals-${c.n}`}>{c.n} players</label>
            <textarea
              id={`capitals-${c.n}`}
              rows={Math.max(2, Math.min(9, c.names.length + 1))}
              value={texts[c.n] ?? ''}
              onFocus={() => setFocused(c.n)}
              onChange={(e) => setTexts({ ...texts, [c.n]: e.target.value })}
            />
            <p className={`capital-check capital-check--${c.tone}`} data-testid={`check-${c.n}`}>
              {c.text}
              {c.invalid.length > 0 && ` ${c.invalid.join(', ')}`}
            </p>
          </div>
        ))}
        {canSave ? (
          <Button onClick={save} disabled={blocked} busy={saving.isPending}>
            Save the capitals
          </Button>
        ) : (
          <p className="muted">Only staff with the map permission can save capitals.</p>
        )}
        {result && (
          <p className={`capital-check capital-check--${result.tone}`} role="status">
            {result.text}
          </p>
        )}
      </aside>
    </div>
  );
}

/** The capital editor (spec §2, §5): one textarea per player count 2 to 9. */
export function CapitalEditorPage() {
  const { mapId = '' } = useParams();
  const valid = /^\d{1,10}$/.test(mapId);
  const map = useMapDetail(valid ? mapId : undefined);
  const saved = useRouteQuery(
    'GET /game/create/capitals/:mapId',
    valid ? { params: { mapId } } : null,
  );
  const failure = map.status === 'error' ? map.error : saved.error?.message;
  usePageTitle(map.status === 'ready' ? `Capitals of ${map.data.name}` : 'Capital editor');
  return (
    <section className="editor-page">
      <header className="editor-header">
        <h1>Capitals{map.status === 'ready' ? ` of ${map.data.name}` : ''}</h1>
        {valid && <Link to={`/maps/${mapId}`}>The map</Link>}
      </header>
      {failure ? (
        <p role="alert">{failure}</p>
      ) : map.status === 'ready' && saved.data ? (
        <CapitalEditor map={map.data} saved={saved.data} />
      ) : (
        <p className="muted">Loading…</p>
      )}
    </section>
  );
}
