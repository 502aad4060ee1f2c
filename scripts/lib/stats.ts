/** The p-th percentile (0-100) of a sample, by nearest rank; NaN for an empty sample. */
export function percentile(sample: readonly number[], p: number): number {
  if (sample.length === 0) return Number.NaN;
  const sorted = [...sample].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export const median = (sample: readonly number[]) => percentile(sample, 50);

/** Reads `--name value` from the command line as a number, else the fallback. */
export function numberArgument(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN;
  return Number.isFinite(value) ? value : fallback;
}

export function stringArgument(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** Rewrites one status line in place (a progress line). */
export function progress(text: string): void {
  if (process.stdout.isTTY) process.stdout.write(`\r${text.padEnd(100)}`);
}
