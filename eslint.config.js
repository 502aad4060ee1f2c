import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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

// The server runs without the client's sources (the Docker image copies shared/ and server/ only),
// and shared/ sits below both: neither may import client/. What both render lives in shared/html.
const belowTheClient = {
  files: ['server/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
  // Tests are not shipped: a server test may check the client's decoder against the room.
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/client/**', 'react-router'],
            message:
              'server/ and shared/ never import the client (shared/html holds what both render).',
          },
        ],
      },
    ],
  },
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
  belowTheClient,
  pureCode,
);
