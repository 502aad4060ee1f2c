import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { DraftResponse } from '../../../shared/protocol/editor';
import { MapCanvas } from '../../map/MapCanvas';
import { routeKey, useRouteMutation } from '../../net/query';
import { Button } from '../../ui/Button';
import { usePageTitle } from '../../ui/usePageTitle';
import { editorPages } from './editorPages';
import { editorView } from './editorView';
import { EDIT_MODES, MODE_LABELS, freshName, tapCommand, type EditMode } from './editModes';
import { MapSettingsPanel } from './MapSettingsPanel';
import { ProblemsPanel } from './ProblemsPanel';
import { RegionsPanel } from './RegionsPanel';
import { TerritoryPanel } from './TerritoryPanel';
import { useDraft, type DraftHandle } from './useDraft';
import './editor.css';

type Spot = { id: number; x: number; y: number };

function clampTo(draft: DraftResponse['map'], p: { x: number; y: number }) {
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max, Math.round(v)));
  return { x: clamp(p.x, draft.width), y: clamp(p.y, draft.height) };
}

function Editor({ response, handle }: { response: DraftResponse; handle: DraftHandle }) {
  const { map: draft, problems } = response;
  const navigate = useNavigate();
  const [mode, setMode] = useState<EditMode>('place');
  const [selected, setSelected] = useState<number | null>(null);
  const [paintRegion, setPaintRegion] = useState<number | null>(draft.regions[0]?.id ?? null);
  // A territory being dragged or typed to a new place: shown there before it is saved.
  const [moving, setMoving] = useState<Spot | null>(null);
  const [message, setMessage] = useState<{ text: string; ok?: boolean } | null>(null);
  const view = useMemo(
    () => editorView(draft, selected, moving ?? undefined),
    [draft, selected, moving],
  );
  const editable = !draft.published;
  const params = { mapId: draft.id };
  const remove = useRouteMutation('POST /api/editor/maps/:mapId/delete', {
    invalidates: () => [routeKey('GET /api/editor/maps')],
  });

  const onTap = async (territory: number | null, point: { x: number; y: number }) => {
    if (!editable) return setSelected(territory);
    const command = tapCommand({ mode, draft, selected, paintRegion, territory, point });
    setMessage(null);
    switch (command.kind) {
      case 'select':
        return setSelected(command.id);
      case 'message':
        return setMessage({ text: command.text });
      case 'add': {
        const added = await handle.change('POST /api/editor/maps/:mapId/territory/add', (map) => ({
          params,
          body: { territory: freshName(map), x: command.x, y: command.y },
        }));
        if (added) setSelected(added.terr_id);
        return;
      }
      case 'border':
        await handle.change(
          command.exists
            ? 'POST /api/editor/maps/:mapId/territories/:territoryId/adjacency/remove'
            : 'POST /api/editor/maps/:mapId/territories/:territoryId/adjacency/add',
          {
            params: { ...params, territoryId: command.from },
            body: { other: command.to, opposite: 1 },
          },
        );
        return;
      case 'paint':
        await handle.change('POST /api/editor/maps/:mapId/regions/:regionId/territory/add', {
          params: { ...params, regionId: command.region },
          body: { territory: command.id },
        });
        return;
    }
  };

  const onDrag = async (id: number, point: { x: number; y: number }, dropped: boolean) => {
    const at = { id, ...clampTo(draft, point) };
    setSelected(id);
    setMoving(at);
    if (!dropped) return;
    await handle.change('POST /api/editor/maps/:mapId/territories/:territoryId/update', {
      params: { ...params, territoryId: id },
      body: { x: at.x, y: at.y },
    });
    setMoving(null);
  };

  const shownAt = (id: number) => {
    const t = draft.territories.find((x) => x.id === id);
    return moving?.id === id ? moving : { x: t?.x ?? 0, y: t?.y ?? 0 };
  };

  return (
    <div className="editor-layout">
      <div className="editor-main">
        {editable ? (
          <div className="editor-modes" role="radiogroup" aria-label="Tool">
            {EDIT_MODES.map((m) => (
              <label key={m} className={mode === m ? 'is-active' : undefined}>
                <input type="radio" name="tool" checked={mode === m} onChange={() => setMode(m)} />
                {MODE_LABELS[m].name}
              </label>
            ))}
            <span className="muted editor-hint">{MODE_LABELS[mode].hint}</span>
          </div>
        ) : (
          <p className="muted">
            This map is published: it can be played, and only its capitals can still change.{' '}
            <Link to={editorPages.capitals(draft.id)}>Capital editor</Link>
          </p>
        )}
        <div className="editor-canvas">
          <MapCanvas
            fit
            view={view}
            label={`The map ${draft.name}`}
            onSelect={(territory, point) => void onTap(territory, point)}
            onDrag={
              editable && mode === 'place'
                ? (id, point, dropped) => void onDrag(id, point, dropped)
                : undefined
            }
          />
        </div>
        {message?.ok && (
          <p className="editor-ok" role="status">
            {message.text}
          </p>
        )}
        {((message && !message.ok) || handle.error || remove.error) && (
          <p className="editor-message" role="alert">
            {message?.text ?? handle.error ?? remove.error?.message}
          </p>
        )}
      </div>
      <aside className="editor-side">
        {response.can_publish && (
          <Button
            disabled={problems.length > 0}
            onClick={async () => {
              const published = await handle.change('POST /api/editor/maps/:mapId/publish', {
                params,
              });
              if (published) {
                setMessage({
                  text: 'Published: the map can be played now (as a beta map).',
                  ok: true,
                });
              }
            }}
          >
            Publish
          </Button>
        )}
        <ProblemsPanel problems={problems} />
        {selected !== null && editable && (
          <TerritoryPanel
            key={selected}
            draft={draft}
            id={selected}
            at={shownAt(selected)}
            onMove={(at) => setMoving({ id: selected, ...at })}
            change={async (key, input) => {
              const result = await handle.change(key, input);
              setMoving(null);
              return result;
            }}
            onRemoved={() => setSelected(null)}
          />
        )}
        {editable && (
          <>
            <RegionsPanel
              draft={draft}
              change={handle.change}
              paintRegion={paintRegion}
              onPaintRegion={setPaintRegion}
            />
            <MapSettingsPanel draft={draft} handle={handle} />
            <Button
              variant="danger"
              onClick={async () => {
                if (!window.confirm(`Delete the map ${draft.name}?`)) return;
                const deleted = await remove.mutateAsync({ params }).catch(() => undefined);
                if (deleted) await navigate(editorPages.list);
              }}
            >
              Delete this map
            </Button>
          </>
        )}
      </aside>
    </div>
  );
}

/** The map editor (spec §2): territories placed and dragged, borders, regions, then publishing. */
export function MapEditorPage() {
  const { mapId = '' } = useParams();
  const id = /^\d{1,10}$/.test(mapId) ? Number(mapId) : 0;
  const handle = useDraft(id);
  const { draft, loadError } = handle;
  usePageTitle(draft ? `Editing ${draft.map.name}` : 'Map editor');
  return (
    <section className="editor-page">
      <header className="editor-header">
        <h1>{draft ? draft.map.name : 'Map editor'}</h1>
        <Link to={editorPages.list}>All maps in the editor</Link>
      </header>
      {!draft && !loadError && <p className="muted">Loading the map…</p>}
      {!draft && loadError && <p role="alert">{loadError}</p>}
      {draft && <Editor response={draft} handle={handle} />}
    </section>
  );
}
