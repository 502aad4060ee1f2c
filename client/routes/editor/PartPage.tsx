import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { DraftResponse } from '../../../shared/protocol/editor';
import { usePageTitle } from '../../ui/usePageTitle';
import { editorPages } from './editorApi';
import { ProblemsPanel } from './ProblemsPanel';
import { useDraft, type DraftHandle } from './useDraft';
import './editor.css';

interface PartPageProps {
  /** The route parameter naming the part (territoryId or regionId). */
  param: 'territoryId' | 'regionId';
  kind: 'territory' | 'region';
  /** The page's body for the part, once the map is loaded (null: no such part). */
  render(response: DraftResponse, partId: number, handle: DraftHandle): ReactNode | null;
  /** The part's name, for the title. */
  nameOf(response: DraftResponse, partId: number): string | undefined;
}

/** The frame of the territory and region edit pages: the map loaded, the part found, the problems. */
export function PartPage({ param, kind, render, nameOf }: PartPageProps) {
  const params = useParams();
  const mapId = Number(params.mapId) || 0;
  const partId = Number(params[param]) || 0;
  const handle = useDraft(mapId);
  const { state } = handle;
  const name = state.status === 'ready' ? nameOf(state.draft, partId) : undefined;
  usePageTitle(name ? `Editing ${name}` : `Edit ${kind}`);
  const body = state.status === 'ready' ? render(state.draft, partId, handle) : null;
  return (
    <section className="editor-page">
      <header className="editor-header">
        <h1>{name ?? `Edit ${kind}`}</h1>
        {state.status === 'ready' && (
          <Link to={editorPages.map(mapId)}>Back to {state.draft.map.name}</Link>
        )}
      </header>
      {state.status === 'loading' && <p className="muted">Loading the map…</p>}
      {state.status === 'error' && <p role="alert">{state.error}</p>}
      {state.status === 'ready' && !body && (
        <p role="alert">There is no such {kind} on this map.</p>
      )}
      {state.status === 'ready' && state.draft.map.published && (
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
          <ProblemsPanel problems={state.status === 'ready' ? state.draft.problems : []} />
        </div>
      )}
    </section>
  );
}
