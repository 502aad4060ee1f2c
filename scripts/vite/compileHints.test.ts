import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { hintedChunks } from './compileHints';

const PLAY = '/app/client/routes/play/PlayPage.tsx';

/** A bundle of chunks by file name, as generateBundle sees it: what each imports statically. */
function bundle(
  chunks: Record<string, { imports?: string[]; isEntry?: boolean; facade?: string }>,
): Rolldown.OutputBundle {
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, c]) => [
      fileName,
      {
        type: 'chunk',
        fileName,
        imports: c.imports ?? [],
        isEntry: c.isEntry ?? false,
        facadeModuleId: c.facade ?? null,
      } as unknown as Rolldown.OutputChunk,
    ]),
  );
}

describe('hintedChunks', () => {
  it('is the entry, the play route and what they import statically, not what loads on demand', () => {
    const chunks = bundle({
      'index.js': { isEntry: true, imports: ['runtime.js'] },
      'runtime.js': {},
      'PlayPage.js': { facade: PLAY, imports: ['index.js', 'play-shared.js'] },
      'play-shared.js': { imports: ['fields.js'] },
      'fields.js': {},
      'PixiMap.js': { facade: '/app/client/routes/play/canvas/PixiMap.tsx', imports: ['pixi.js'] },
      'pixi.js': {},
      'ForumPage.js': { facade: '/app/client/routes/forum/pages.ts', imports: ['bbcode.js'] },
      'bbcode.js': {},
    });
    const names = [...hintedChunks(chunks, PLAY)].map((chunk) => chunk.fileName).sort();
    expect(names).toEqual(['PlayPage.js', 'fields.js', 'index.js', 'play-shared.js', 'runtime.js']);
  });
});
