// The environment the server runs with (serverEnvironment.json; scripts/lib/serverProcess.ts's
// SERVER_ENV says why each variable). glibc reads its tunables only as a process starts, so
// `npm start` sets them by starting again at once as the same process (execve), on Linux, where
// they are missing: a shell prefix in package.json would not run on Windows.
import SERVER_ENV from './serverEnvironment.json' with { type: 'json' };

export function restartWithServerEnvironment() {
  const missing = Object.keys(SERVER_ENV).some((name) => process.env[name] === undefined);
  if (process.platform !== 'linux' || !missing || typeof process.execve !== 'function') return;
  process.execve(
    process.execPath,
    [process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    { ...SERVER_ENV, ...process.env },
  );
}
