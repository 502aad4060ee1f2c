import { Link } from 'react-router';
import { EDITOR_LIMITS, type MapDraft } from '../../../shared/protocol/editor';
import { Button } from '../../ui/Button';
import { editorPages } from './editorPages';
import { EditorField } from './EditorField';
import type { DraftHandle } from './useDraft';

interface TerritoryPanelProps {
  draft: MapDraft;
  id: number;
  /** Where the territory is shown now (while dragged or typed, before it is saved). */
  at: { x: number; y: number };
  /** The X and Y fields move the disc as they are typed. */
  onMove(at: { x: number; y: number }): void;
  change: DraftHandle['change'];
  onRemoved(): void;
  /** The map editor links to the territory's own page; that page does not. */
  linkToPage?: boolean;
}

/** The selected territory: name, X and Y (kept in step with dragging), region. */
export function TerritoryPanel(props: TerritoryPanelProps) {
  const { draft, id, at, onMove, change, onRemoved, linkToPage = true } = props;
  const territory = draft.territories.find((t) => t.id === id);
  if (!territory) return null;
  const update = (body: { name?: string; x?: string; y?: string; region?: number | null }) =>
    void change('POST /api/editor/maps/:mapId/territories/:territoryId/update', {
      params: { mapId: draft.id, territoryId: id },
      body,
    });
  const coordinate = (axis: 'x' | 'y') => (text: string) => {
    const value = Number(text);
    if (Number.isInteger(value)) onMove({ ...at, [axis]: value });
  };
  const save = (axis: 'x' | 'y') => (text: string) => update({ [axis]: text });
  return (
    <section className="editor-panel" aria-labelledby="territory-title">
      <h2 id="territory-title">Territory</h2>
      <EditorField
        label="Name"
        value={territory.name}
        maxLength={EDITOR_LIMITS.name}
        onCommit={(name) => update({ name })}
      />
      <div className="editor-row">
        <EditorField
          label="X"
          type="number"
          value={at.x}
          stored={territory.x}
          min={0}
          max={draft.width}
          onInput={coordinate('x')}
          onCommit={save('x')}
        />
        <EditorField
          label="Y"
          type="number"
          value={at.y}
          stored={territory.y}
          min={0}
          max={draft.height}
          onInput={coordinate('y')}
          onCommit={save('y')}
        />
      </div>
      <div className="editor-field">
        <label htmlFor="territory-region">Region</label>
        <select
          id="territory-region"
          value={territory.region ?? ''}
          onChange={(e) => update({ region: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">No region</option>
          {draft.regions.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </div>
      <div className="editor-actions">
        {linkToPage && <Link to={editorPages.territory(draft.id, id)}>Borders and details</Link>}
        <Button
          variant="danger"
          onClick={async () => {
            const removed = await change('POST /api/editor/maps/:mapId/territory/remove', {
              params: { mapId: draft.id },
              body: { territory: id },
            });
            if (removed) onRemoved();
          }}
        >
          Delete
        </Button>
      </div>
    </section>
  );
}
