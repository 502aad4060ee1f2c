/**
 * Publishing: a valid draft becomes a playable map (status beta first). Its file goes to the
 * `maps` table beside the shipped ones, the editor marks it published (its shape is then fixed),
 * and the map joins the registry and the catalog here and on every other process.
 */
import { parseDraft } from '../../shared/protocol/mapDraft';
import { MAP_STATUSES } from '../../shared/maps/types';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { upsertMaps } from '../db/maps';
import { loadDraft, updateEditorMap, type EditorMapRow } from './repository';
import { announceMapChanged, refreshMap } from './runtimeMaps';

export async function publishMap(
  context: AppContext,
  row: EditorMapRow,
): Promise<{ ok: true } | { ok: false; errors: string[] }> {
  const draft = await loadDraft(context.db, row);
  const now = context.now();
  const creationDate = now.toISOString().slice(0, 10);
  const parsed = parseDraft(draft, { id: row.id, status: MAP_STATUSES.beta, creationDate });
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  await context.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await upsertMaps(
      db,
      [
        {
          id: row.id,
          name: parsed.map.name,
          author: parsed.map.author,
          status: parsed.map.status,
          data: parsed.file,
          createdDate: creationDate,
        },
      ],
      now,
    );
    await updateEditorMap(db, row.id, { publishedAt: now }, now);
  });
  await refreshMap(context, row.id);
  announceMapChanged(row.id);
  return { ok: true };
}
