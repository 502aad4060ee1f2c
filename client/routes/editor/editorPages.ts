/** The editor pages' own addresses in the client (their calls are declared routes). */
export const editorPages = {
  list: '/maps/editor',
  map: (mapId: number) => `/maps/editor/${mapId}`,
  territory: (mapId: number, id: number) => `/maps/editor/${mapId}/territories/${id}`,
  region: (mapId: number, id: number) => `/maps/editor/${mapId}/regions/${id}`,
  capitals: (mapId: number) => `/game/create/capitals/${mapId}`,
};
