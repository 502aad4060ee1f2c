/**
 * Keeps docs/architecture.md's "The path of an action" true: every file it lists exists, and each
 * step is joined to the earlier step it names by a real import (either way: a caller imports what
 * it calls, a component imports the store it reads). A step over the network instead names the
 * contract module both ends stand on, which each must import within two steps. A file moved or
 * renamed, or one slipped in between two steps, fails here until the list says so.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const DOC = 'docs/architecture.md';

interface PathStep {
  index: number;
  file: string;
  /** The earlier step that reaches this one (none for the first). */
  from?: number;
  /** For a step across the network: the contract module both ends import. */
  wire?: string;
}

const STEP = /^(\d+)\. `([^`]+)`(?: \(from (\d+)(?: over the wire, `([^`]+)`)?\))?:/;

/** The steps between the doc's action-path markers. */
function stepsOf(markdown: string): PathStep[] {
  const start = markdown.indexOf('<!-- action-path:start -->');
  const end = markdown.indexOf('<!-- action-path:end -->');
  if (start < 0 || end < start) throw new Error(`${DOC} has no action-path block`);
  const steps: PathStep[] = [];
  for (const line of markdown.slice(start, end).split('\n')) {
    if (!/^\d+\. /.test(line)) continue;
    const match = STEP.exec(line);
    if (!match) throw new Error(`an action-path step that does not read as one: ${line}`);
    const [, index, file, from, wire] = match;
    steps.push({
      index: Number(index),
      file: file!,
      ...(from ? { from: Number(from) } : {}),
      ...(wire ? { wire } : {}),
    });
  }
  return steps;
}

const importCache = new Map<string, Set<string>>();

/** The repository files `file` imports (relative specifiers, type-only ones included). */
function importsOf(file: string): Set<string> {
  const cached = importCache.get(file);
  if (cached) return cached;
  const text = readFileSync(path.join(root, file), 'utf8');
  const found = new Set<string>();
  for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const resolved = resolve(path.posix.join(path.posix.dirname(file), fileName));
    if (resolved) found.add(resolved);
  }
  importCache.set(file, found);
  return found;
}

/** A relative specifier as a repository file, the way the bundler resolves it. */
function resolve(specifier: string): string | undefined {
  const bare = specifier.replace(/\.js$/, '');
  const candidates = [
    specifier,
    `${bare}.ts`,
    `${bare}.tsx`,
    `${bare}/index.ts`,
    `${bare}/index.tsx`,
  ];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && isFile(candidate));
}

const isFile = (file: string) => existsSync(path.join(root, file));

/** Whether `from` imports `to` directly or through one module in between. */
function reachesWithinTwo(from: string, to: string): boolean {
  const direct = importsOf(from);
  return direct.has(to) || [...direct].some((middle) => importsOf(middle).has(to));
}

/** What is wrong with the listed path; empty when it holds. */
function pathProblems(steps: readonly PathStep[]): string[] {
  const problems: string[] = [];
  steps.forEach((step, i) => {
    if (step.index !== i + 1) problems.push(`step ${step.index} should be numbered ${i + 1}`);
  });
  for (const step of steps) {
    if (!isFile(step.file)) {
      problems.push(`step ${step.index}: ${step.file} does not exist`);
      continue;
    }
    if (step.from === undefined) {
      if (step.index !== 1) problems.push(`step ${step.index} says no step reaches it`);
      continue;
    }
    const earlier = steps[step.from - 1];
    if (!earlier || step.from >= step.index) {
      problems.push(`step ${step.index} is reached from step ${step.from}, which is not before it`);
      continue;
    }
    if (!isFile(earlier.file)) continue;
    if (step.wire) {
      if (!isFile(step.wire)) problems.push(`step ${step.index}: ${step.wire} does not exist`);
      for (const end of [earlier.file, step.file]) {
        if (!reachesWithinTwo(end, step.wire))
          problems.push(`step ${step.index}: ${end} does not stand on ${step.wire}`);
      }
      continue;
    }
    const joined = importsOf(earlier.file).has(step.file) || importsOf(step.file).has(earlier.file);
    if (!joined)
      problems.push(
        `step ${step.index}: ${step.file} and ${earlier.file} (step ${step.from}) do not import one another`,
      );
  }
  return problems;
}

describe("the action's path in docs/architecture.md", () => {
  const steps = stepsOf(readFileSync(path.join(root, DOC), 'utf8'));

  it('runs from the tap in the client, through the server, back to the redraw', () => {
    expect(steps.length).toBeGreaterThan(20);
    expect(steps[0]!.file).toMatch(/^client\//);
    expect(steps.some((step) => step.file.startsWith('server/'))).toBe(true);
    expect(steps.at(-1)!.file).toMatch(/^client\//);
    // Out to the server and back again: two steps over the network.
    expect(steps.filter((step) => step.wire).map((step) => step.file.split('/')[0])).toEqual([
      'server',
      'client',
    ]);
  });

  it('lists files that exist, each joined by an import to the step that reaches it', () => {
    expect(pathProblems(steps)).toEqual([]);
  });

  it('fails a renamed file, a step no import joins, and a contract one end does not use', () => {
    const listed = (file: string) => steps.findIndex((step) => step.file === file);
    const renamed = steps.map((step) =>
      step.file === 'server/game/calls.ts' ? { ...step, file: 'server/game/playCalls.ts' } : step,
    );
    expect(pathProblems(renamed)).toContain(
      `step ${listed('server/game/calls.ts') + 1}: server/game/playCalls.ts does not exist`,
    );
    // The session does not publish: it returns what it committed, and the room mirrors it.
    const session = steps.find((step) => step.file === 'server/game/session.ts')!;
    const next = steps.length + 1;
    const upward = [...steps, { index: next, file: 'server/rooms/mirror.ts', from: session.index }];
    expect(pathProblems(upward)).toEqual([
      `step ${next}: server/rooms/mirror.ts and server/game/session.ts (step ${session.index}) do not import one another`,
    ]);
    const wire = steps.find((step) => step.wire)!;
    const offContract = steps.map((step) =>
      step === wire ? { ...step, wire: 'shared/protocol/chat.ts' } : step,
    );
    expect(pathProblems(offContract).join('\n')).toMatch(
      /does not stand on shared\/protocol\/chat\.ts/,
    );
  });
});
