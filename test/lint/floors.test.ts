import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The floor messages ESLint gives `code` as if it were the file at `file` (root-relative). */
async function floorErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'floors/floors')
    .map((message) => message.message);
}

describe('the floors lint rule', () => {
  it('refuses community importing staff, and staff importing community', async () => {
    expect(
      await floorErrors(
        'server/community/forum/example.ts',
        "export { listReports } from '../../staff/reports/repository';\n",
      ),
    ).toEqual([
      'server/community/forum/example.ts may not import server/staff/reports/repository: ' +
        'community and staff stand side by side; what both need lives lower (db, auth, services, http).',
    ]);
    expect(
      await floorErrors(
        'server/staff/users/example.ts',
        "import { ok } from '../../community/forum/reading';\nexport const a = ok;\n",
      ),
    ).toHaveLength(1);
  });

  it('refuses the engine importing the protocol, and shared/ importing anything outside it', async () => {
    const [engine] = await floorErrors(
      'shared/engine/example.ts',
      "import type { PlayCall } from '../protocol/play';\nexport type A = PlayCall;\n",
    );
    expect(engine).toMatch(/^shared\/engine\/example\.ts may not import shared\/protocol\/play: /);
    const [outside] = await floorErrors(
      'shared/maps/example.ts',
      "import world from '../../maps/classic-world.json';\nexport const w = world;\n",
    );
    expect(outside).toMatch(
      /^shared\/maps\/example\.ts may not import maps\/classic-world\.json: /,
    );
  });

  it('refuses the base floor importing the routes, and the server importing the client', async () => {
    expect(
      await floorErrors(
        'server/services/lobby/example.ts',
        "export { userRoutes } from '../../http/users';\n",
      ),
    ).toHaveLength(1);
    expect(
      await floorErrors('server/db/example.ts', "export { games } from '../game/create';\n"),
    ).toHaveLength(1);
    expect(
      await floorErrors('server/http/example.ts', "export { App } from '../../client/App';\n"),
    ).toHaveLength(1);
  });

  it('lets imports point down or sideways', async () => {
    expect(
      await floorErrors(
        'server/staff/users/example.ts',
        "export { audited } from '../../db/audit';\nexport { refuse } from '../../http/replies';\n" +
          "export { ok } from './routes';\n",
      ),
    ).toEqual([]);
    expect(
      await floorErrors(
        'shared/protocol/example.ts',
        "export type { SeatPayloads } from '../engine/types';\n",
      ),
    ).toEqual([]);
  });
});
