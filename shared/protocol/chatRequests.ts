import { z } from 'zod';
import { CHAT_BODY_MAX_LENGTH, CHAT_ROOMS } from './chat';
import { CONTROL_CHARACTERS_TEXT, counterField, hasForbiddenControl, idField } from './fields';

// The chat calls' and chat room's request schemas (see ./chat), apart so that the chat panel,
// which needs the chat's constants, carries no zod.

/** Which chat: the lobby needs no game; game and team chats need their game. */
export const chatAddress = z
  .object({
    room_id: z.enum(CHAT_ROOMS).default('lobby'),
    game_id: z.preprocess(
      (v) => (v === '' || v === null || v === 0 ? undefined : v),
      idField.optional(),
    ),
  })
  .refine((address) => address.room_id === 'lobby' || address.game_id !== undefined, {
    message: 'This chat needs a game.',
    path: ['game_id'],
  });
export type ChatAddress = z.infer<typeof chatAddress>;

export const chatPollRequest = z.intersection(
  chatAddress,
  z.object({ last_updated: counterField.default(0) }),
);

export const chatSendRequest = z.intersection(
  chatAddress,
  z.object({
    body: z
      .string()
      .trim()
      .min(1, 'There is nothing to send.')
      .max(CHAT_BODY_MAX_LENGTH, `A line holds at most ${CHAT_BODY_MAX_LENGTH} characters.`)
      .refine((text) => !hasForbiddenControl(text), CONTROL_CHARACTERS_TEXT),
  }),
);
