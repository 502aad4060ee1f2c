import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Which folder may import which (the floors) is dependency-cruiser's: .dependency-cruiser.mjs.

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
);
