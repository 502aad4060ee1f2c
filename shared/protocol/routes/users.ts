import { z } from 'zod';
import { route, type RouteTable } from '../contract/route';
import { lineField } from '../fields';
import { USER_SORTS, userListQuery, type UserListResponse } from '../userList';

// Username availability, the username typeahead and the user list (spec §2, §5).

export const USER_ROUTES = {
  'POST /api/user/names/:username': route({
    summary: 'The spec’s availability check: 0 when the name is free, 1 when it is taken.',
    tag: 'Users',
    access: 'anyone',
    // A name to look up: one line, as long as a username may be (a NUL must not reach the database).
    params: z.object({ username: lineField(255) }),
    reply: z.union([z.literal(0), z.literal(1)]),
    refusals: { 422: 'The name is not one line of at most 255 characters.' },
  }),
  'GET /api/user/names': route({
    summary: 'Usernames starting with q (the typeahead), or the users online (online=1).',
    tag: 'Users',
    access: 'anyone',
    query: z.object({
      q: z.string().max(255).optional(),
      online: z.enum(['0', '1']).optional(),
    }),
    invalid: { status: 400, error: 'Invalid name query.' },
    reply: z.array(z.string()),
    refusals: { 400: 'Invalid name query.' },
  }),
  'GET /api/users': route({
    summary: 'The user list page: every user, or those online, sorted.',
    tag: 'Users',
    access: 'anyone',
    query: userListQuery,
    invalid: { status: 400 },
    reply: z.object({
      success: z.literal(true),
      users: z.array(
        z.object({
          id: z.number().int(),
          username: z.string(),
          rating: z.number(),
          last_active: z.string(),
          online: z.boolean(),
        }),
      ),
    }) satisfies z.ZodType<UserListResponse>,
    refusals: { 400: `A query field out of range (sort is one of ${USER_SORTS.join(', ')}).` },
  }),
} satisfies RouteTable;
