/**
 * The community's speed targets: the BBCode parser on 1 MB (and on crafted input, which must
 * never hang), 50 posts rendered on the server (each once, when written), and forum search over 100,000
 * posts on the embedded database (and on PostgreSQL when DATABASE_URL is set).
 *
 *   npx tsx scripts/bench/community.ts [--posts 100000]
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { CRAFTED_INPUTS } from '../../test/support/bbcodeKnownAnswers.js';
import { parseBBCode } from '../../shared/bbcode/parse.js';
import { openDatabase, type DatabaseHandle } from '../../server/db/client.js';
import { bbcodeHtml } from '../../server/community/bbcodeHtml.js';
import { searchPosts } from '../../server/community/forum/search.js';
import { createScratchDatabase } from '../../test/support/scratchDatabase.js';
import { median, numberArgument } from '../lib/stats.js';

const POSTS = numberArgument('posts', 100_000);
const MB = 1 << 20;

function timed(run: () => unknown, rounds = 7): number {
  // Warm up first: the figures are for a server that has been running, not for the first call.
  for (let i = 0; i < 3; i++) run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return median(times);
}

function report(name: string, ms: number, target?: number) {
  const verdict =
    target === undefined
      ? ''
      : ms < target
        ? `  (target < ${target} ms: met)`
        : `  (target < ${target} ms: MISSED)`;
  console.log(`${name.padEnd(52)} ${ms.toFixed(1).padStart(8)} ms${verdict}`);
}

// A forum post as people write them: sentences, some formatting, a link, a quote, a list.
const SAMPLE_POST = `I have been playing [b]Capitals[/b] on the classic map a lot lately, and the opening matters more than I thought.
[quote=Ann]Take Australia first, then hold Siam.[/quote]
That works in 3-player games, but with six players someone always breaks through. What I do instead:
[list]
[*]place everything on one border territory in the first round
[*]turn in cards as late as you can, unless a set gives you a continent
[*][i]never[/i] attack a player who is about to lose their capital to someone else
[/list]
See the odds table: [url=https://example.com/odds]dice odds[/url]. My last game was [game]42[/game], [color=green]won[/color] on turn 11.
`;

function bbcodeBenchmarks() {
  const megabyte = SAMPLE_POST.repeat(Math.ceil(MB / SAMPLE_POST.length)).slice(0, MB);
  report(
    'BBCode parse, 1 MB of forum posts',
    timed(() => parseBBCode(megabyte)),
    100,
  );
  report(
    'BBCode parse and render to HTML, 1 MB',
    timed(() => bbcodeHtml(megabyte), 3),
  );
  let worst = 0;
  let worstName = '';
  for (const [name, input] of Object.entries(CRAFTED_INPUTS)) {
    const ms = timed(() => parseBBCode(input), 3);
    if (ms > worst) [worst, worstName] = [ms, name];
  }
  report(`BBCode parse, worst crafted 1 MB input (${worstName})`, worst);
}

function topicPageBenchmark() {
  const games = { 42: { name: 'Classic World', status: 3 } };
  // A topic page serves stored renderings; each post is rendered once, when written or edited.
  // This is what rendering a full page's 50 posts costs (the price of a view before 0017).
  report(
    'Rendering 50 posts (once per post version, on write)',
    timed(() => Array.from({ length: 50 }, () => bbcodeHtml(SAMPLE_POST, games)), 21),
    20,
  );
}

const WORDS =
  'attack defend territory capital dice card fortify reinforce alliance border siege army troops continent asia europe africa australia america ocean kamchatka siam ukraine brazil strategy opening endgame bonus turn round player team win lose map region neutral blitz bluff gambit patience'.split(
    ' ',
  );

/** Fills the forum with `count` posts of 40 words each, drawn with a skew so some words are common. */
async function seedPosts(handle: DatabaseHandle, count: number) {
  const words = `{${WORDS.join(',')}}`;
  await handle.db.execute(
    sql`INSERT INTO users (username, email, password_hash) VALUES ('bench', 'bench@example.com', 'x')`,
  );
  await handle.db.execute(sql`
    INSERT INTO forum_topics (category_id, author_id, title)
    SELECT 1 + g % 6, (SELECT id FROM users WHERE username = 'bench'), 'Topic ' || g
    FROM generate_series(1, ${Math.ceil(count / 25)}::int) AS g`);
  const batch = 10_000;
  for (let start = 0; start < count; start += batch) {
    await handle.db.execute(sql`
      INSERT INTO forum_posts (topic_id, author_id, body, search)
      SELECT t.id, t.author_id, t.body, to_tsvector('english', t.body) FROM (
        SELECT (SELECT min(id) FROM forum_topics) + g % ${Math.ceil(count / 25)}::int AS id,
          (SELECT id FROM users WHERE username = 'bench') AS author_id,
          array_to_string(ARRAY(
            SELECT (${words}::text[])[1 + floor(${WORDS.length}::int * power(random(), 3))::int]
            FROM generate_series(1, 40) AS w WHERE g > 0), ' ') AS body
        FROM generate_series(${start + 1}::int, ${Math.min(count, start + batch)}::int) AS g) AS t`);
  }
  await handle.db.execute(sql`ANALYZE`);
}

async function searchBenchmark(kind: string, handle: DatabaseHandle) {
  const started = performance.now();
  await seedPosts(handle, POSTS);
  console.log(
    `(${kind}: ${POSTS.toLocaleString('en')} posts written in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  const queries = [
    'kamchatka',
    'attack',
    'siam gambit',
    '"dice card"',
    'bluff -attack',
    'zeppelin',
  ];
  for (const query of queries) await searchPosts(handle.db, query, 21, 0);
  const medians: number[] = [];
  for (const query of queries) {
    const times: number[] = [];
    for (let round = 0; round < 5; round++) {
      const t = performance.now();
      await searchPosts(handle.db, query, 21, 0);
      times.push(performance.now() - t);
    }
    medians.push(median(times));
    report(`  search ${query}`, median(times));
  }
  report(
    `Search over ${POSTS.toLocaleString('en')} posts, ${kind}, slowest query`,
    Math.max(...medians),
    50,
  );
}

bbcodeBenchmarks();
topicPageBenchmark();
const pglite = await openDatabase('memory://');
await searchBenchmark('embedded PGlite', pglite);
await pglite.close();
if (process.env.DATABASE_URL) {
  const scratch = await createScratchDatabase(process.env.DATABASE_URL);
  const postgres = await openDatabase(scratch.url);
  await searchBenchmark('PostgreSQL', postgres);
  await postgres.close();
  await scratch.drop();
}
