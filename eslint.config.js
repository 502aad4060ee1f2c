import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import floorsPlugin from './eslint/floors.js';

// The rules engine and the map model must stay pure: no IO, no framework, no clock, no ambient randomness.
const pureCode = {
  files: ['shared/engine/**/*.ts', 'shared/maps/**/*.ts', 'shared/ai/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/server/**', '**/client/**', '**/db/**', 'node:*', 'fs', 'path', 'http'],
            message:
              'shared/engine and shared/maps are pure: no server, client, database or IO code.',
          },
          {
            group: [
              'react',
              'react-dom',
              'pixi.js',
              '@pixi/*',
              '@colyseus/*',
              'express',
              'drizzle-orm',
              'drizzle-orm/*',
              'pg',
              '@electric-sql/*',
            ],
            message: 'shared/engine and shared/maps import no framework.',
          },
        ],
      },
    ],
    'no-restricted-properties': [
      'error',
      {
        object: 'Math',
        property: 'random',
        message: 'Use the seeded generator in the game state.',
      },
      { object: 'Date', property: 'now', message: 'Time comes in as an argument.' },
    ],
    'no-restricted-syntax': [
      'error',
      { selector: "NewExpression[callee.name='Date']", message: 'Time comes in as an argument.' },
    ],
    'no-restricted-globals': [
      'error',
      ...[
        'window',
        'document',
        'localStorage',
        'fetch',
        'setTimeout',
        'setInterval',
        'performance',
        'process',
      ].map((name) => ({
        name,
        message: 'shared/engine and shared/maps use no DOM, timers or process globals.',
      })),
    ],
  },
};

// The router is the client's: a server or shared module that needs it belongs in client/.
const noRouterBelowTheClient = {
  files: ['server/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      { paths: [{ name: 'react-router', message: 'Only the client routes.' }] },
    ],
  },
};

// The floors of the house (docs/architecture.md, "Floors"): each import points down or sideways,
// never up, so a lower floor can be read, tested and shipped without the ones above it.
const SERVER_ABOVE_THE_BASE = [
  'server/community',
  'server/staff',
  'server/editor',
  'server/game',
  'server/replay',
  'server/rooms',
  'server/http',
  'server/app',
  'server/index',
];
const FLOORS = [
  {
    files: ['shared'],
    mayImportOnly: ['shared'],
    because: 'shared/ is the ground floor; the server and the client stand on it, not it on them.',
  },
  {
    files: ['shared/engine', 'shared/maps', 'shared/ai'],
    mayNotImport: ['shared/protocol', 'shared/html', 'shared/bbcode'],
    because:
      'the rules sit below the protocol, which derives its payloads from the engine (SeatPayloads).',
  },
  {
    files: ['client'],
    mayImportOnly: ['client', 'shared'],
    because: 'the client stands on shared/ only; the server is reached over HTTP and the room.',
  },
  {
    files: ['server'],
    mayNotImport: ['client'],
    because:
      'the server runs without the client sources (the image copies shared/ and server/); what both render is in shared/html.',
  },
  {
    files: ['server/db'],
    // runtimeFiles names where the migrations and the database thread are, and imports nothing.
    mayImportOnly: ['server/db', 'server/runtimeFiles', 'shared'],
    because:
      'server/db is the storage floor (every table and query), on shared/ and the runtime file list only.',
  },
  {
    files: ['server/config', 'server/context', 'server/auth', 'server/services'],
    mayNotImport: SERVER_ABOVE_THE_BASE,
    because:
      'config, context, auth and services are the base floor; the features, rooms and routes stand on it.',
  },
  {
    files: ['server/community'],
    mayNotImport: ['server/staff'],
    because:
      'community and staff stand side by side; what both need lives lower (db, auth, services, http).',
  },
  {
    files: ['server/staff'],
    mayNotImport: ['server/community'],
    because:
      'community and staff stand side by side; what both need lives lower (db, auth, services, http).',
  },
  {
    files: SERVER_ABOVE_THE_BASE.filter(
      (folder) => !['server/app', 'server/index'].includes(folder),
    ),
    mayNotImport: ['server/app', 'server/index'],
    because: 'server/app wires everything together; nothing it wires imports it.',
  },
];

const floors = {
  files: ['{shared,server,client}/**/*.{ts,tsx}'],
  // Tests may reach across floors: a server test checks the client's decoder against the room.
  ignores: ['**/*.test.{ts,tsx}'],
  plugins: { floors: floorsPlugin },
  rules: { 'floors/floors': ['error', FLOORS] },
};

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  noRouterBelowTheClient,
  pureCode,
  floors,
);
