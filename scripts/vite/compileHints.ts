import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** V8's explicit compile hint (Chrome 136+): compile every function of this file at once. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the chunks a game page's map waits for (the entry, the play route and their static
 * imports) with V8's compile hint, which must be the file's first line. Without it V8 compiles a
 * function only when first called, on the page's main thread; a game page calls most of these
 * functions before its first frame (React and the router render the shell, the play screen its
 * light map), so on a slow phone the main thread compiled them one by one after the scripts had
 * arrived. With the hint V8 compiles them while the script streams in, on a background thread,
 * while the main thread waits for the network anyway. The pages loaded on demand (the forum, the
 * editor, PixiJS) are left to the lazy default: much of their code never runs on load.
 *
 * The files' names (their content hashes) are made before this runs: a chunk that gains or loses
 * the hint keeps its name, so a browser holding it from before keeps its copy, hint or not; the
 * code is the same either way.
 */
export function compileHints(clientRoot: string): Plugin {
  const playRoute = path.join(clientRoot, 'routes/play/PlayPage.tsx');
  return {
    name: 'conquest-compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own rewrites (it puts its preload list at the top), so the hint stays first.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of hintedChunks(bundle, playRoute)) {
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // One line more at the top: every mapped line moves down one.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}

/** The entry chunks, the play route's chunk, and every chunk those import statically. */
export function hintedChunks(bundle: Rolldown.OutputBundle, playRoute: string) {
  const chunks = Object.values(bundle).filter((out) => out.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const hinted = new Set<Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || hinted.has(chunk)) return;
    hinted.add(chunk);
    for (const file of chunk.imports) visit(byFile.get(file));
  };
  for (const chunk of chunks) if (chunk.isEntry || chunk.facadeModuleId === playRoute) visit(chunk);
  return hinted;
}
