import { useId } from 'react';
import { BACKGROUND_TYPES, EDITOR_LIMITS, type MapDraft } from '../../../shared/protocol/editor';
import { EditorField } from './EditorField';
import type { DraftHandle } from './useDraft';

interface MapSettingsPanelProps {
  draft: MapDraft;
  handle: DraftHandle;
}

/** The map's name, recommended players, picture size and background picture. */
export function MapSettingsPanel({ draft, handle }: MapSettingsPanelProps) {
  const fileId = useId();
  const params = { mapId: draft.id };
  const update =
    (field: 'name' | 'width' | 'height' | 'recommended_min' | 'recommended_max') =>
    (value: string) =>
      void handle.change('POST /api/editor/maps/:mapId/update', {
        params,
        body: { [field]: value },
      });
  return (
    <section className="editor-panel" aria-labelledby="settings-title">
      <h2 id="settings-title">Map</h2>
      <EditorField
        label="Map name"
        value={draft.name}
        maxLength={EDITOR_LIMITS.mapName}
        onCommit={update('name')}
      />
      <div className="editor-row">
        <EditorField
          label="Players from"
          type="number"
          min={2}
          max={9}
          value={draft.recommended_min}
          onCommit={update('recommended_min')}
        />
        <EditorField
          label="to"
          type="number"
          min={2}
          max={9}
          value={draft.recommended_max}
          onCommit={update('recommended_max')}
        />
      </div>
      {!draft.background && (
        <div className="editor-row">
          <EditorField
            label="Width"
            type="number"
            min={EDITOR_LIMITS.minSide}
            max={EDITOR_LIMITS.maxSide}
            value={draft.width}
            onCommit={update('width')}
          />
          <EditorField
            label="Height"
            type="number"
            min={EDITOR_LIMITS.minSide}
            max={EDITOR_LIMITS.maxSide}
            value={draft.height}
            onCommit={update('height')}
          />
        </div>
      )}
      <div className="editor-field">
        <label htmlFor={fileId}>
          {draft.background ? 'Replace the background picture' : 'Background picture'}
        </label>
        <input
          id={fileId}
          type="file"
          accept={BACKGROUND_TYPES.join(',')}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) {
              void handle.change('POST /api/editor/maps/:mapId/background', { params, body: file });
            }
            e.target.value = '';
          }}
        />
        <p className="muted editor-note">
          PNG, JPEG or WebP up to {EDITOR_LIMITS.maxImageBytes / 1024 / 1024} MB; the map takes its
          size.
        </p>
      </div>
    </section>
  );
}
