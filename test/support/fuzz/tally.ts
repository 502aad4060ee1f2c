/**
 * The fuzz run's counts per route group: cases, answers by class, refused requests that changed
 * the database (which must stay 0, as must 5xx), and refusals the last-resort handler gave (a
 * value the route should have refused reached PostgreSQL: a defect to fix, not a failure).
 */

export interface Counts {
  cases: number;
  '2xx': number;
  '3xx': number;
  '4xx': number;
  '5xx': number;
  refusedChanged: number;
  /** 422s from the last-resort handler: a value a route let through reached PostgreSQL. */
  unvalidated: number;
}

const GROUPS: [RegExp, string][] = [
  [/^\/api\/forum/, 'forum'],
  [/^\/(api\/)?messages/, 'messages'],
  [/^\/(account\/push|api\/account)/, 'push'],
  [/^\/(register|login|logout|api\/session|api\/users?\b)/, 'account'],
  [/^\/api\/(staff|admin)|^\/notifications\/troll/, 'staff'],
  [/^\/modpanel/, 'modpanel'],
  [/^\/game\/:\w+\/debug/, 'debug'],
  [/^\/(api\/editor|game\/create\/capitals)/, 'editor'],
  [/^\/api\/games\/:\w+\/replay/, 'replay'],
  [/^\/(game|api\/game)\//, 'game'],
  [/^\/chat/, 'chat'],
  [/^\/(healthz|readyz|metrics|api\/docs)/, 'health'],
];

/** The group a route path belongs to (its feature), "site" for the rest (lobby, navbar, maps). */
export function groupOf(path: string): string {
  return GROUPS.find(([pattern]) => pattern.test(path))?.[1] ?? 'site';
}

const empty = (): Counts => ({
  cases: 0,
  '2xx': 0,
  '3xx': 0,
  '4xx': 0,
  '5xx': 0,
  refusedChanged: 0,
  unvalidated: 0,
});

const classOf = (status: number) =>
  `${Math.min(5, Math.max(2, Math.floor(status / 100)))}xx` as '2xx' | '3xx' | '4xx' | '5xx';

export class Tally {
  readonly groups = new Map<string, Counts>();
  readonly total = empty();

  count(group: string, status: number, refusedChanged: boolean, unvalidated = false): void {
    if (!this.groups.has(group)) this.groups.set(group, empty());
    for (const counts of [this.groups.get(group)!, this.total]) {
      counts.cases++;
      counts[classOf(status)]++;
      if (refusedChanged) counts.refusedChanged++;
      if (unvalidated) counts.unvalidated++;
    }
  }

  /** A table, one line per group and a total. */
  format(): string {
    const rows = [...this.groups].sort(([a], [b]) => a.localeCompare(b));
    rows.push(['TOTAL', this.total]);
    const head = ['group', 'cases', '2xx', '3xx', '4xx', '5xx', 'refused+changed', 'unvalidated'];
    const lines = rows.map(([group, c]) => [
      group,
      ...[c.cases, c['2xx'], c['3xx'], c['4xx'], c['5xx'], c.refusedChanged, c.unvalidated].map(
        String,
      ),
    ]);
    return [head, ...lines]
      .map((cells) => cells.map((cell) => cell.padStart(10)).join(' '))
      .join('\n');
  }
}
