/**
 * The contract between the build, which writes compressed copies of the client's text files
 * (scripts/vite/precompress.ts), and the server, which sends them (server/http/static.ts).
 */

/** Files worth compressing: text. Images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

/** Below this a compressed copy saves less than its headers cost. */
export const PRECOMPRESS_THRESHOLD = 1024;

/** The copies written beside each file, in the server's order of preference (smallest first). */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
