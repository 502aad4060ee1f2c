import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The floors (.dependency-cruiser.mjs) checked the way `npm run lint` checks them, on a small
// tree written for the test: one deliberate violation per floor, and imports that keep to them.
const root = path.resolve(import.meta.dirname, '../..');

const files: Record<string, string> = {
  // Deliberate violations, one per floor (the engine's is type-only and names `play.js`, the
  // lobby's a dynamic import), and an import of a file that is not there.
  'shared/maps/example.ts':
    "import world from '../../maps/classic-world.json' with { type: 'json' };\nexport const w = world;\n",
  'shared/engine/example.ts':
    "import type { PlayCall } from '../protocol/play.js';\nexport type A = PlayCall;\n",
  'client/example.ts': "export { createApp } from '../server/app';\n",
  'server/http/example.ts': "export { App } from '../../client/App';\n",
  'server/db/example.ts': "export { games } from '../game/create';\n",
  'server/services/lobby/example.ts': "export const load = () => import('../../http/users');\n",
  'server/community/forum/example.ts':
    "export { listReports } from '../../staff/reports/repository';\n",
  'server/staff/users/example.ts':
    "import { ok } from '../../community/forum/reading';\nexport const a = ok;\n",
  'server/rooms/example.ts': "import { createApp } from '../app';\nexport const b = createApp;\n",
  'server/http/lost.ts': "export { gone } from '../nowhere';\n",
  // Imports that point down or sideways, packages, and a test that crosses floors.
  'server/staff/users/clean.ts':
    "import path from 'node:path';\nimport express from 'express';\nexport { audited } from '../../db/audit';\n" +
    "export { refuse } from '../../http/replies';\nexport { ok } from './routes';\nexport const c = [path, express];\n",
  'shared/protocol/clean.ts': "export type { SeatPayloads } from '../engine/types.js';\n",
  'client/clean.tsx':
    "import { useState } from 'react';\nexport type { SeatPayloads } from '../shared/protocol/clean';\nexport const d = useState;\n",
  'server/community/forum/example.test.ts':
    "export { listReports } from '../../staff/reports/repository';\n",
  // What they import.
  'maps/classic-world.json': '{}\n',
  'shared/protocol/play.ts': 'export type PlayCall = string;\n',
  'shared/engine/types.ts': 'export type SeatPayloads = string;\n',
  'server/app.ts': 'export const createApp = 1;\n',
  'client/App.tsx': 'export const App = 1;\n',
  'server/game/create.ts': 'export const games = 1;\n',
  'server/http/users.ts': 'export const userRoutes = 1;\n',
  'server/http/replies.ts': 'export const refuse = 1;\n',
  'server/staff/reports/repository.ts': 'export const listReports = 1;\n',
  'server/staff/users/routes.ts': 'export const ok = 1;\n',
  'server/community/forum/reading.ts': 'export const ok = 1;\n',
  'server/db/audit.ts': 'export const audited = 1;\n',
};

/** Each deliberate violation: the rule, the importer and what it imports. */
const violations = [
  ['shared-stands-alone', 'shared/maps/example.ts', 'maps/classic-world.json'],
  ['rules-below-the-protocol', 'shared/engine/example.ts', 'shared/protocol/play.ts'],
  ['client-on-shared', 'client/example.ts', 'server/app.ts'],
  ['server-without-client', 'server/http/example.ts', 'client/App.tsx'],
  ['db-on-shared', 'server/db/example.ts', 'server/game/create.ts'],
  ['base-below-features', 'server/services/lobby/example.ts', 'server/http/users.ts'],
  [
    'community-not-staff',
    'server/community/forum/example.ts',
    'server/staff/reports/repository.ts',
  ],
  ['staff-not-community', 'server/staff/users/example.ts', 'server/community/forum/reading.ts'],
  ['nothing-imports-app', 'server/rooms/example.ts', 'server/app.ts'],
  ['floors-see-every-import', 'server/http/lost.ts', '../nowhere'],
] as const;

let fixture: string;
let floorTexts: Map<string, string>;
let report: string;
let exitCode: number;

beforeAll(async () => {
  fixture = await mkdtemp(path.join(tmpdir(), 'floors-'));
  for (const [file, code] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(fixture, file)), { recursive: true });
    await writeFile(path.join(fixture, file), code);
  }
  const options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.mjs'));
  floorTexts = new Map(
    (options.ruleSet?.forbidden ?? []).map((rule) => [rule.name ?? '', rule.comment ?? '']),
  );
  const result = await cruise(['shared', 'server', 'client'], {
    ...options,
    baseDir: fixture,
    outputType: 'err-long',
  });
  // The report as CI prints it, one space between words: the reason is wrapped at 78 columns.
  report = stripVTControlCharacters(String(result.output)).replace(/\s+/g, ' ');
  exitCode = result.exitCode;
});

afterAll(async () => {
  await rm(fixture, { recursive: true, force: true });
});

describe('the floors (dependency-cruiser)', () => {
  it.each(violations)('%s: refuses %s importing %s, with the reason', (rule, from, to) => {
    const because = floorTexts.get(rule);
    expect(because).toBeTruthy();
    expect(report).toContain(`error ${rule}: ${from} → ${to} ${because}`);
  });

  it('fails the run on the violations alone: imports down or sideways, packages and tests pass', () => {
    expect(floorTexts.size).toBe(violations.length);
    expect(report).not.toMatch(/clean|example\.test/);
    expect(exitCode).toBe(violations.length);
  });
});
