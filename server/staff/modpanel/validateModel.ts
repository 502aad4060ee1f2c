import { eq } from 'drizzle-orm';
import type { ModelKey } from '../../../shared/protocol/staff';
import type { AppContext } from '../../context';
import { chatLines, games, maps, users } from '../../db/schema';
import { conversations, forumPosts, forumTopics } from '../../db/communityTables';

type Details = Record<string, unknown>;

const lookups: Record<ModelKey, (context: AppContext, id: number) => Promise<Details | undefined>> =
  {
    user: async ({ db }, id) =>
      (
        await db
          .select({
            id: users.id,
            username: users.username,
            roles: users.roles,
            createdAt: users.createdAt,
          })
          .from(users)
          .where(eq(users.id, id))
      )[0],
    game: async ({ db }, id) =>
      (
        await db
          .select({
            id: games.id,
            status: games.status,
            mapId: games.mapId,
            version: games.version,
            createdAt: games.createdAt,
          })
          .from(games)
          .where(eq(games.id, id))
      )[0],
    map: async ({ db }, id) =>
      (
        await db
          .select({ id: maps.id, name: maps.name, author: maps.author, status: maps.status })
          .from(maps)
          .where(eq(maps.id, id))
      )[0],
    topic: async ({ db }, id) =>
      (
        await db
          .select({
            id: forumTopics.id,
            title: forumTopics.title,
            deletedAt: forumTopics.deletedAt,
          })
          .from(forumTopics)
          .where(eq(forumTopics.id, id))
      )[0],
    post: async ({ db }, id) =>
      (
        await db
          .select({
            id: forumPosts.id,
            topicId: forumPosts.topicId,
            authorId: forumPosts.authorId,
            deletedAt: forumPosts.deletedAt,
          })
          .from(forumPosts)
          .where(eq(forumPosts.id, id))
      )[0],
    conversation: async ({ db }, id) =>
      (
        await db
          .select({ id: conversations.id, subject: conversations.subject })
          .from(conversations)
          .where(eq(conversations.id, id))
      )[0],
    chat: async ({ db }, id) =>
      (
        await db
          .select({
            id: chatLines.id,
            channel: chatLines.channel,
            userId: chatLines.userId,
            deletedAt: chatLines.deletedAt,
          })
          .from(chatLines)
          .where(eq(chatLines.id, id))
      )[0],
  };

/** validate-model: the model's details, or false when there is no such model. */
export async function validateModel(
  context: AppContext,
  key: ModelKey,
  id: number,
): Promise<Details | false> {
  const details = await lookups[key](context, id);
  return details ? { model: key, ...details } : false;
}
