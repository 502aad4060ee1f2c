import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import type { DraftResponse, MapDraft } from '../../../shared/protocol/editor';
import { usePageTitle } from '../../ui/usePageTitle';
import { editorPages } from './editorPages';
import { ProblemsPanel } from './ProblemsPanel';
import { useDraft, type DraftHandle } from './useDraft';
import './editor.css';

/** What a part page's body gets: the map now, the part's id, and the calls. */
export interface PartProps {
  response: DraftResponse;
  id: number;
  handle: DraftHandle;
}

interface PartPageProps {
  /** The route parameter naming the part (territoryId or regionId). */
  param: 'territoryId' | 'regionId';
  kind: 'territory' | 'region';
  /** The part on the map, or undefined when there is no such part. */
  find(map: MapDraft, id: number): { name: string } | undefined;
  Body: ComponentType<PartProps>;
}

/** The frame of the territory and region edit pages: the map loaded, the part found, the problems. */
export function PartPage({ param, kind, find, Body }: PartPageProps) {
  const params = useParams();
  const mapId = Number(params.mapId) || 0;
  const partId = Number(params[param]) || 0;
  const handle = useDraft(mapId);
  const { draft, loadError } = handle;
  const part = draft ? find(draft.map, partId) : undefined;
  const name = part?.name;
  usePageTitle(name ? `Editing ${name}` : `Edit ${kind}`);
  const body = draft && part ? <Body response={draft} id={partId} handle={handle} /> : null;
  return (
    <section className="editor-page">
      <header className="editor-header">
        <h1>{name ?? `Edit ${kind}`}</h1>
        {draft && <Link to={editorPages.map(mapId)}>Back to {draft.map.name}</Link>}
      </header>
      {!draft && !loadError && <p className="muted">Loading the map…</p>}
      {!draft && loadError && <p role="alert">{loadError}</p>}
      {draft && !body && <p role="alert">There is no such {kind} on this map.</p>}
      {draft?.map.published && (
        <p className="muted">
          This map is published: its territories, regions and borders can no longer change.
        </p>
      )}
      {body && (
        <div className="editor-part">
          {body}
          {handle.error && (
            <p className="editor-message" role="alert">
              {handle.error}
            </p>
          )}
          <ProblemsPanel problems={draft?.problems ?? []} />
        </div>
      )}
    </section>
  );
}
