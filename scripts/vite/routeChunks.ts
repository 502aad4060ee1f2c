import path from 'node:path';
import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

/**
 * The play route in a few requests instead of fifteen. Left to itself the bundler gives every set
 * of pages sharing modules a chunk of its own: the play screen shares small pieces with the lobby,
 * the replay, the create page and others, and came in 15 chunks and 5 style sheets of a few
 * hundred bytes to a few kB each. A phone on mobile data fetches them six at a time, a round trip
 * of half a second per six, before the map can be drawn.
 *
 * Here the modules of the play route that other pages use too go into two chunks: those the lobby
 * also uses (so the lobby loads nothing of the play screen it does not need, and stays within its
 * budget), and the rest. The play screen's own modules stay in its route chunk, the entry's in
 * the entry, and what loads on demand (PixiJS) stays on demand. The pages that share with the play
 * screen (the replay, the create page) may load a few kB they do not use: a round trip costs more.
 *
 * The part of the play screen that comes once the map is drawn (its panels and dialogs,
 * client/routes/play/afterMapParts.ts) is grouped the same way, in two chunks of its own: what
 * it shares with the lobby and the rest, so it comes in three requests rather than ten, and
 * adds nothing to what the map waits for.
 */
export function playRouteGroups(clientRoot: string): Rolldown.CodeSplittingGroup[] {
  const entry = path.join(clientRoot, 'main.tsx');
  const play = path.join(clientRoot, 'routes/play/PlayPage.tsx');
  const lobby = path.join(clientRoot, 'routes/lobby/LobbyPage.tsx');
  const afterMap = path.join(clientRoot, 'routes/play/afterMapParts.ts');
  // One analysis per chunking pass: the pass hands out the same module objects throughout.
  const passes = new WeakMap<object, (id: string) => string | null>();
  return [
    {
      // The groups are closed under imports already (what another page shares with the play
      // screen, it shares with all it imports), but for the entry's modules, which stay there.
      includeDependenciesRecursively: false,
      debugName: 'play route',
      name(id, context) {
        const key = context.getModuleInfo(entry);
        if (!key) return null;
        let nameOf = passes.get(key);
        if (!nameOf)
          passes.set(key, (nameOf = groupNames(context, { entry, play, afterMap, lobby })));
        return nameOf(id);
      },
    },
  ];
}

/** The modules `from` pulls in before it runs: its static imports, recursively. */
function staticClosure(context: ChunkingContext, from: string): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of context.getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  visit(from);
  return seen;
}

/** Every module `from` may load, statically or on demand; and those loaded on demand. */
function fullClosure(context: ChunkingContext, from: string) {
  const all = new Set<string>();
  const lazy = new Set<string>();
  const visit = (id: string) => {
    if (all.has(id)) return;
    all.add(id);
    const info = context.getModuleInfo(id);
    for (const next of info?.importedIds ?? []) visit(next);
    for (const next of info?.dynamicallyImportedIds ?? []) {
      lazy.add(next);
      visit(next);
    }
  };
  visit(from);
  return { all, lazy };
}

/** The group of each module (null: wherever the bundler puts it), as playRouteGroups says. */
function groupNames(
  context: ChunkingContext,
  roots: { entry: string; play: string; afterMap: string; lobby: string },
): (id: string) => string | null {
  const inEntry = staticClosure(context, roots.entry);
  const inPlay = staticClosure(context, roots.play);
  const inAfterMap = staticClosure(context, roots.afterMap);
  const inLobby = staticClosure(context, roots.lobby);
  // The pages and other chunks loaded on demand, but the play route's own (PixiJS's map).
  const playTree = fullClosure(context, roots.play).all;
  const others = [...fullClosure(context, roots.entry).lazy].filter((id) => !playTree.has(id));
  const shared = new Set<string>();
  for (const root of others)
    for (const id of staticClosure(context, root))
      if (inPlay.has(id) || inAfterMap.has(id)) shared.add(id);
  return (id) => {
    if (inEntry.has(id) || !shared.has(id)) return null;
    const suffix = inPlay.has(id) ? '' : '-after-map';
    return (inLobby.has(id) ? 'lobby-play' : 'play-shared') + suffix;
  };
}
