import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadGame } from '../../server/db/games';
import { insertUser } from '../../server/db/users';
import { createGame, registerPlayer, type TestPlayer } from '../support/gameClients';
import { HttpClient } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/server';
import { signInAdmin } from '../support/staff';

// Computer players' names ("Computer 5.1") are theirs: people cannot take them, and a seat whose
// name is taken all the same (accounts from before) is given up once, not retried forever.

let server: TestServer;
let fay: TestPlayer;

async function register(username: string) {
  const response = await new HttpClient(server.baseUrl).post('/register', {
    username,
    email: `person${Math.floor(performance.now())}@example.com`,
    password: 'secret-password',
    password_confirmation: 'secret-password',
  });
  return { response, body: (await response.json()) as unknown };
}

beforeAll(async () => {
  server = await startTestServer();
  fay = await registerPlayer(server.baseUrl, 'Fay');
});
afterAll(() => server?.stop());
afterEach(() => vi.restoreAllMocks());

describe("the computer players' names", () => {
  it.each(['Computer 5.1', 'computer 5.1 (10)', ' COMPUTER 12.3'])(
    'cannot be registered: %j',
    async (username) => {
      const { response, body } = await register(username);
      expect(response.status).toBe(422);
      expect(body).toEqual({
        success: false,
        errors: { username: 'This is not a valid username.' },
      });
    },
  );

  it('are still open to names that only look alike', async () => {
    const { response } = await register('Computer Fan 5');
    expect(response.status).toBe(200);
  });

  it('cannot be given to a person by a rename either', async () => {
    const admin = await signInAdmin(server.baseUrl);
    const renamed = await admin.post(`/api/staff/users/${fay.userId}/username`, {
      username: 'Computer 7.2',
    });
    expect(renamed.status).toBe(422);
    expect(await renamed.json()).toEqual({
      success: false,
      error: 'This is not a valid username.',
    });
  });
});

describe('a computer seat whose every name is taken', () => {
  it('is given up with one log line, however often the sweeper comes back', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const gameId = (await createGame(fay, { num_players: 3 })) + 1;
    // Accounts holding the next game's computer names, as people could register them before.
    for (const suffix of ['', ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => ` (${n})`)]) {
      const username = `Computer ${gameId}.1${suffix}`;
      await insertUser(server.app.context.db, {
        username,
        email: `c${gameId}${suffix.replace(/\D/g, '')}@example.com`,
        passwordHash: 'x',
      });
    }
    expect(await createGame(fay, { num_players: 3, computer_players: 'easy' })).toBe(gameId);
    const givenUp = () =>
      errors.mock.calls.filter((args) =>
        String(args[0]).startsWith(`game ${gameId}: a computer seat is left empty`),
      );
    await expect.poll(() => givenUp().length, { timeout: 10_000 }).toBe(1);
    for (let sweep = 0; sweep < 5; sweep++) {
      server.clock.advance(60_000);
      await server.app.sweepTimers();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(givenUp()).toHaveLength(1);
    expect(String(givenUp()[0]![0])).toContain(
      `"Computer ${gameId}.1" and its 9 numbered forms are taken`,
    );
    expect(errors.mock.calls.filter((args) => String(args[0]).includes(`game ${gameId}`))).toEqual(
      givenUp(),
    );
    const game = await loadGame(server.app.context.db, gameId);
    expect(game!.state.players.map((p) => p.computer)).toEqual([null]);
  });
});
