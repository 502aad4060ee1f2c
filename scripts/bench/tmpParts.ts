import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client.js';
import { rowsOf } from '../../server/players/rows.js';
const { db } = await openDatabase(process.env.DATABASE_URL!);
const ids = (await rowsOf<{ id: number }>(db, sql`SELECT id FROM users ORDER BY random() LIMIT 40`)).map((r) => r.id);
const parts: Record<string, string> = {
  user: `SELECT id, username, is_computer, rating FROM users WHERE id = $1`,
  stats: `SELECT * FROM player_stats WHERE user_id = $1`,
  history: `SELECT game_id, ended_at, rating_after FROM game_outcomes WHERE user_id = $1 AND rated ORDER BY ended_at DESC, game_id DESC LIMIT 500`,
  byMap: `SELECT map_id, count(*) FROM game_outcomes LEFT JOIN maps ON maps.id = map_id WHERE user_id = $1 GROUP BY map_id, maps.name`,
  opponents: `SELECT u.id, v.games FROM (SELECT them.user_id, count(*)::int AS games, count(*) FILTER (WHERE me.place < them.place)::int AS won FROM game_outcomes me JOIN game_outcomes them ON them.game_id = me.game_id AND them.user_id <> me.user_id WHERE me.user_id = $1 AND (me.team = 0 OR them.team <> me.team) GROUP BY them.user_id ORDER BY games DESC, them.user_id LIMIT 5) v JOIN users u ON u.id = v.user_id`,
  current: `SELECT g.id FROM game_seats s JOIN games g ON g.id = s.game_id WHERE s.user_id = $1 AND g.status IN (1,2)`,
  recentIds: `SELECT p.game_id FROM game_outcomes p JOIN finished_games f ON f.game_id = p.game_id WHERE p.user_id = $1 ORDER BY p.ended_at DESC, p.game_id DESC LIMIT 11`,
  forum: `SELECT p.id, count(*) OVER () FROM forum_posts p JOIN forum_topics t ON t.id = p.topic_id WHERE p.author_id = $1 AND p.deleted_at IS NULL AND t.deleted_at IS NULL ORDER BY p.id DESC LIMIT 5`,
  rank: `SELECT count(*) FILTER (WHERE u.rating > 1500 AND NOT u.is_computer)::int, count(*) FROM player_stats s JOIN users u ON u.id = s.user_id WHERE s.game_type = -1 AND s.rated_played >= 10 AND $1::int > 0`,
};
for (const [name, text] of Object.entries(parts)) {
  const times: number[] = [];
  for (const id of ids) {
    const q = sql.raw(text.replace('$1', String(id)));
    const t = performance.now();
    await rowsOf(db, q);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(name.padEnd(12), 'p50', times[20]!.toFixed(1), 'p95', times[37]!.toFixed(1));
}
process.exit(0);
