/** A small valid map built through the editor's endpoints, for tests that need one quickly. */
import type { HttpClient } from './httpClient';

async function post(http: HttpClient, path: string, body: Record<string, unknown> = {}) {
  const answer = (await (await http.post(path, body)).json()) as Record<string, unknown>;
  if (answer.success !== true) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer;
}

/** Four territories in a ring, in two regions; returns the draft's id (not published). */
export async function buildRingMap(http: HttpClient, name: string): Promise<number> {
  const mapId = (await post(http, '/api/editor/maps', { name, width: 500, height: 400 }))
    .map_id as number;
  const base = `/api/editor/maps/${mapId}`;
  const regions: number[] = [];
  for (const region of ['East', 'West']) {
    regions.push(
      (await post(http, `${base}/region/add`, { region, bonus: 1 })).region_id as number,
    );
  }
  const points = [
    ['Keep', 100, 100],
    ['Mill', 400, 100],
    ['Ford', 400, 300],
    ['Moor', 100, 300],
  ] as const;
  const ids: number[] = [];
  for (const [i, [territory, x, y]] of points.entries()) {
    const region = regions[i < 2 ? 0 : 1];
    ids.push(
      (await post(http, `${base}/territory/add`, { territory, x, y, region })).terr_id as number,
    );
  }
  for (const [i, id] of ids.entries()) {
    const other = ids[(i + 1) % ids.length];
    await post(http, `${base}/territories/${id}/adjacency/add`, { other, opposite: 1 });
  }
  return mapId;
}
