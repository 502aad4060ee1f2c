// The floors of the house (docs/architecture.md, "Floors"): each import points down or sideways,
// never up, so a lower floor can be read, tested and shipped without the ones above it.
// dependency-cruiser resolves every import as TypeScript does (`./types.js` is `types.ts`, a
// folder is its index, JSON too), type-only and dynamic ones included; `npm run lint` runs it
// after ESLint and fails on any rule below. Paths are regular expressions on root-relative files.

/** The files inside any of `folders`, or named `folder.<ext>` (`server/app` is `server/app.ts`). */
const within = (...folders) => `^(${folders.join('|')})(/|[.])`;

const FEATURES_AND_EDGES = [
  'server/community',
  'server/staff',
  'server/editor',
  'server/game',
  'server/replay',
  'server/rooms',
  'server/players',
  'server/http',
];
const WIRING = ['server/app', 'server/index'];
const SIDE_BY_SIDE =
  'community and staff stand side by side; what both need lives lower (db, auth, services, http).';

// Each floor forbids what it names. A floor that lists what it may import is held to the project's
// own files (`local`): which packages and Node modules a folder may use is ESLint's rule.
const FLOORS = [
  {
    name: 'shared-stands-alone',
    comment: 'shared/ is the ground floor; the server and the client stand on it, not it on them.',
    from: { path: within('shared') },
    to: { dependencyTypes: ['local'], pathNot: within('shared') },
  },
  {
    name: 'rules-below-the-protocol',
    comment:
      'the rules sit below the protocol, which derives its payloads from the engine (SeatPayloads).',
    from: { path: within('shared/engine', 'shared/maps', 'shared/ai') },
    to: { path: within('shared/protocol', 'shared/html', 'shared/bbcode') },
  },
  {
    name: 'client-on-shared',
    comment: 'the client stands on shared/ only; the server is reached over HTTP and the room.',
    from: { path: within('client') },
    to: { dependencyTypes: ['local'], pathNot: within('client', 'shared') },
  },
  {
    name: 'server-without-client',
    comment:
      'the server runs without the client sources (the image copies shared/ and server/); what both render is in shared/html.',
    from: { path: within('server') },
    to: { path: within('client') },
  },
  {
    name: 'db-on-shared',
    comment:
      'server/db is the storage floor (every table and query), on shared/ and the runtime file list only.',
    from: { path: within('server/db') },
    // runtimeFiles names where the migrations and the database thread are, and imports nothing.
    to: {
      dependencyTypes: ['local'],
      pathNot: within('server/db', 'server/runtimeFiles', 'shared'),
    },
  },
  {
    name: 'base-below-features',
    comment:
      'config, context, auth and services are the base floor; the features, rooms and routes stand on it.',
    from: { path: within('server/config', 'server/context', 'server/auth', 'server/services') },
    to: { path: within(...FEATURES_AND_EDGES, ...WIRING) },
  },
  {
    name: 'community-not-staff',
    comment: SIDE_BY_SIDE,
    from: { path: within('server/community') },
    to: { path: within('server/staff') },
  },
  {
    name: 'staff-not-community',
    comment: SIDE_BY_SIDE,
    from: { path: within('server/staff') },
    to: { path: within('server/community') },
  },
  {
    name: 'nothing-imports-app',
    comment: 'server/app wires everything together; nothing it wires imports it.',
    from: { path: within(...FEATURES_AND_EDGES) },
    to: { path: within(...WIRING) },
  },
];

// A relative import that resolves to no file would slip past every floor (tsc refuses it too).
const RESOLVED = {
  name: 'floors-see-every-import',
  comment: 'an import of a file that is not there cannot be held to the floors; fix its path.',
  from: { path: within('shared', 'server', 'client') },
  to: { couldNotResolve: true, path: '^[.]' },
};

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [...FLOORS, RESOLVED].map((rule) => ({ severity: 'error', ...rule })),
  options: {
    // Tests may reach across floors: a server test checks the client's decoder against the room.
    exclude: { path: '[.]test[.]tsx?$' },
    doNotFollow: { path: 'node_modules' },
    // `import type` is an import too: the engine may not even name the protocol's types.
    tsPreCompilationDeps: true,
  },
};
