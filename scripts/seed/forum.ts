import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import { insertRows, iso, reserveIds } from './bulk.js';

const TOPICS = 2_000;
const POSTS = 20_000;
const WORDS = [
  'attack',
  'fortify',
  'cards',
  'capital',
  'map',
  'dice',
  'team',
  'good game',
  'rematch',
];

/** Forum topics and posts by the seeded people: the profile's post count and recent posts. */
export async function seedForum(
  db: Database,
  personIds: number[],
  random: () => number,
  now: number,
): Promise<void> {
  const [category] = (
    (await db.execute(sql`SELECT id FROM forum_categories ORDER BY id LIMIT 1`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  if (!category) return;
  const person = () => personIds[Math.floor(random() * personIds.length)]!;
  const topicIds = await reserveIds(db, 'forum_topics', TOPICS);
  await insertRows(
    db,
    'forum_topics (id, category_id, author_id, title, created_at, last_post_at)',
    'id int, category_id int, author_id int, title text, created_at timestamptz, last_post_at timestamptz',
    topicIds.map((id) => {
      const at = iso(now - Math.floor(random() * 365 * 86_400_000));
      return {
        id,
        category_id: category.id,
        author_id: person(),
        title: `Topic ${id}`,
        created_at: at,
        last_post_at: at,
      };
    }),
  );
  const posts = Array.from({ length: POSTS }, () => ({
    topic_id: topicIds[Math.floor(random() * topicIds.length)],
    author_id: person(),
    body: Array.from({ length: 8 }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' '),
    created_at: iso(now - Math.floor(random() * 365 * 86_400_000)),
  }));
  await db.execute(sql`INSERT INTO forum_posts (topic_id, author_id, body, created_at, search)
    SELECT r.topic_id, r.author_id, r.body, r.created_at, to_tsvector('english', r.body)
    FROM json_to_recordset(${JSON.stringify(posts)}::json)
      AS r(topic_id int, author_id int, body text, created_at timestamptz)
    ORDER BY r.created_at`);
}
