import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const SOURCE = fileURLToPath(new URL('../../client/serviceWorker/sw.js', import.meta.url));
const PUBLIC = fileURLToPath(new URL('../../client/public', import.meta.url));
/** The line of the source the build replaces with what it built. */
const PLACEHOLDER = "const BUILD = { version: 'dev', shell: [] };";
/** Kept beside the entry's files: the page shown without a network, and what it shows. */
const OFFLINE_FILES = ['/offline.html', '/offline.css', '/favicon.svg'];

/** The entry chunk's files and those it imports at once (not its lazy pages), with their CSS. */
function shellOf(bundle: OutputBundle): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((file): file is OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const files = new Set<string>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) visit(chunks.get(imported));
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk);
  return [...OFFLINE_FILES, ...[...files].sort().map((file) => `/${file}`)];
}

/**
 * The service worker (client/serviceWorker/sw.js) at /sw.js: at build, with the list of the app
 * shell's files it keeps, and a version from that list (a new build, a new cache); in development,
 * as it is (keeping nothing). Not in client/public, whose files are copied untouched.
 */
export function serviceWorker(): Plugin {
  const source = () => readFileSync(SOURCE, 'utf8');
  return {
    name: 'conquest-service-worker',
    configureServer(server) {
      server.middlewares.use('/sw.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(source());
      });
    },
    generateBundle(_options, bundle) {
      const code = source();
      if (!code.includes(PLACEHOLDER)) {
        this.error(`client/serviceWorker/sw.js no longer has the line ${PLACEHOLDER}`);
      }
      const shell = shellOf(bundle);
      // The hashed files change name when they change; the offline page and the worker do not.
      const version = createHash('sha256').update(code).update(shell.join('\n'));
      for (const file of OFFLINE_FILES) version.update(readFileSync(path.join(PUBLIC, file)));
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: code.replace(
          PLACEHOLDER,
          `const BUILD = ${JSON.stringify({ version: version.digest('hex').slice(0, 12), shell })};`,
        ),
      });
    },
  };
}
