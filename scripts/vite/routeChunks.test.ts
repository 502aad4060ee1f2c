import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { playRouteGroups } from './routeChunks';

/** A module graph as rolldown's chunking pass shows it: static and dynamic imports by id. */
function graph(modules: Record<string, { imports?: string[]; lazy?: string[] }>) {
  const infos = new Map(
    Object.entries(modules).map(([id, m]) => [
      id,
      { id, importedIds: m.imports ?? [], dynamicallyImportedIds: m.lazy ?? [] },
    ]),
  );
  return {
    getModuleInfo: (id: string) => (infos.get(id) ?? null) as Rolldown.ModuleInfo | null,
  };
}

const ROOT = '/app/client';
const at = (file: string) => `${ROOT}/${file}`;
const PLAY = at('routes/play/PlayPage.tsx');
const LOBBY = at('routes/lobby/LobbyPage.tsx');
const REPLAY = at('routes/replay/ReplayPage.tsx');
const PIXI_MAP = at('routes/play/canvas/PixiMap.tsx');
const AFTER_MAP = at('routes/play/afterMapParts.ts');

const app = graph({
  [at('main.tsx')]: { imports: ['react', at('ui/Layout.tsx')], lazy: [PLAY, LOBBY, REPLAY] },
  react: {},
  [at('ui/Layout.tsx')]: { imports: ['react'] },
  [PLAY]: {
    imports: ['react', at('chat/ChatPanel.tsx'), at('play/log.ts'), at('play/own.ts')],
    lazy: [PIXI_MAP, AFTER_MAP],
  },
  [LOBBY]: { imports: ['react', at('chat/ChatPanel.tsx'), at('lobby/own.ts'), at('ui/Tabs.tsx')] },
  [REPLAY]: { imports: [at('play/log.ts'), 'pixi', at('play/dice.ts')] },
  [AFTER_MAP]: { imports: [at('ui/Tabs.tsx'), at('play/dice.ts'), at('play/panels.ts')] },
  [at('ui/Tabs.tsx')]: {},
  [at('play/dice.ts')]: {},
  [at('play/panels.ts')]: {},
  [PIXI_MAP]: { imports: ['pixi', at('play/own.ts')] },
  [at('chat/ChatPanel.tsx')]: { imports: ['react', at('ui/PlayerLink.tsx')] },
  [at('ui/PlayerLink.tsx')]: {},
  [at('play/log.ts')]: { imports: [at('shared/engine.ts')] },
  [at('shared/engine.ts')]: {},
  [at('play/own.ts')]: {},
  [at('lobby/own.ts')]: {},
  pixi: {},
});

describe('the play route in a few chunks', () => {
  const [group] = playRouteGroups(ROOT);
  const nameOf = (id: string) =>
    (group!.name as Rolldown.CodeSplittingNameFunction)(id, app as Rolldown.ChunkingContext);

  it('puts what the play screen shares with the lobby in one chunk, the lobby loading no more', () => {
    expect(nameOf(at('chat/ChatPanel.tsx'))).toBe('lobby-play');
    expect(nameOf(at('ui/PlayerLink.tsx'))).toBe('lobby-play');
  });

  it('puts what it shares with other pages in another', () => {
    expect(nameOf(at('play/log.ts'))).toBe('play-shared');
    expect(nameOf(at('shared/engine.ts'))).toBe('play-shared');
  });

  it('groups what the part coming after the map shares likewise, apart from what the map waits for', () => {
    expect(nameOf(at('ui/Tabs.tsx'))).toBe('lobby-play-after-map');
    expect(nameOf(at('play/dice.ts'))).toBe('play-shared-after-map');
    expect(nameOf(at('play/panels.ts'))).toBeNull();
    expect(nameOf(AFTER_MAP)).toBeNull();
  });

  it("leaves the entry's modules, each page's own, and what loads on demand where they were", () => {
    for (const id of ['react', at('ui/Layout.tsx'), PLAY, LOBBY, REPLAY, at('lobby/own.ts')])
      expect(nameOf(id), id).toBeNull();
    // Shared only with the play screen's own lazy map: in the play route's chunk.
    expect(nameOf(at('play/own.ts'))).toBeNull();
    // PixiJS: shared by the replay and the play screen's lazy map, never by the route itself.
    expect(nameOf('pixi')).toBeNull();
    expect(nameOf(PIXI_MAP)).toBeNull();
  });
});
