import { defineConfig } from 'vitest/config';

// Unit tests run in parallel; integration and browser tests share one port (Colyseus testing
// always listens on 2568) and one embedded database per file, so they run one file at a time.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'server/**/*.test.{ts,tsx}',
            'client/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          fileParallelism: false,
          // Every reply a declared route gives is checked against its declaration (server/http/declared.ts).
          env: { CONTRACT_CHECK_REPLIES: '1' },
          // Browser checks poll; a loaded two-core CI machine needs more than the default second.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
