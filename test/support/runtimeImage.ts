import { cp, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The Dockerfile's final stage read as data, so a test can lay out the image's files without a
 * Docker daemon: its ENV, its COPY lines (in order) and its CMD.
 */
export interface RuntimeStage {
  env: Record<string, string>;
  copies: { from: string | undefined; sources: string[]; destination: string }[];
  workdir: string;
  /** Each RUN's command, as written. */
  run: string[];
  cmd: string[];
}

/** The final stage of a Dockerfile (continuation lines joined, comments dropped). */
export function runtimeStage(dockerfile: string): RuntimeStage {
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const lastFrom = lines.findLastIndex((line) => /^FROM\s/i.test(line));
  const stage: RuntimeStage = { env: {}, copies: [], workdir: '/', run: [], cmd: [] };
  for (const line of lines.slice(lastFrom + 1)) {
    const [instruction = '', ...words] = line.split(/\s+/);
    switch (instruction.toUpperCase()) {
      case 'ENV':
        for (const word of words) {
          const [name, ...value] = word.split('=');
          stage.env[name!] = value.join('=');
        }
        break;
      case 'WORKDIR':
        stage.workdir = words[0]!;
        break;
      case 'COPY': {
        const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
        const paths = words.filter((word) => !word.startsWith('--'));
        stage.copies.push({ from, sources: paths.slice(0, -1), destination: paths.at(-1)! });
        break;
      }
      case 'RUN':
        stage.run.push(words.join(' '));
        break;
      case 'CMD':
        stage.cmd = JSON.parse(line.slice(instruction.length)) as string[];
        break;
    }
  }
  return stage;
}

/**
 * Copies what the stage's COPY lines copy into `appDir` (its WORKDIR), with Docker's rules: a
 * directory's contents go into the destination, several sources or a destination ending in `/`
 * name a directory. `fromStage` gives the directory on this machine for a path in an earlier
 * stage (`COPY --from=build /app/dist ...`).
 */
export async function copyStageFiles(
  stage: RuntimeStage,
  contextDir: string,
  appDir: string,
  fromStage: (stageName: string, stagePath: string) => string,
): Promise<void> {
  for (const { from, sources, destination } of stage.copies) {
    const target = path.resolve(
      appDir,
      path.relative(stage.workdir, path.resolve(stage.workdir, destination)),
    );
    const intoDirectory = sources.length > 1 || destination.endsWith('/');
    if (intoDirectory) await mkdir(target, { recursive: true });
    for (const source of sources) {
      const local = from ? fromStage(from, source) : path.join(contextDir, source);
      const isFile = (await stat(local)).isFile();
      const named = intoDirectory && isFile ? path.join(target, path.basename(source)) : target;
      await cp(local, named, { recursive: true });
    }
  }
}

/**
 * A compose service's environment with `${NAME:-default}` and `${NAME:?message}` filled from
 * `variables`, as `docker compose up` does with the shell's; a required one missing throws.
 */
export function interpolate(
  environment: Record<string, string>,
  variables: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(environment).map(([name, value]) => [
      name,
      String(value).replace(
        /\$\{(\w+)(?::([-?])([^}]*))?\}/g,
        (_match, variable: string, kind: string | undefined, rest: string) => {
          const given = variables[variable];
          if (given) return given;
          if (kind === '?') throw new Error(`${name}: ${rest}`);
          return kind === '-' ? rest : '';
        },
      ),
    ]),
  );
}
