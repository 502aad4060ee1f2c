/** "1 game", "2 games": a count with its noun in agreement (`plural` for irregular nouns). */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
