import { z } from 'zod';

/** The user list page's query (spec §2: online=1, sort=last_active, dir=desc, invite={gameID}). */
export const USER_SORTS = ['last_active', 'username', 'rating'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const userListQuery = z.object({
  online: z.enum(['0', '1']).default('0'),
  sort: z.enum(USER_SORTS).default('last_active'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  q: z.string().trim().max(255).default(''),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export interface UserListEntry {
  id: number;
  username: string;
  rating: number;
  /** ISO time. */
  last_active: string;
  online: boolean;
}

export interface UserListResponse {
  success: true;
  users: UserListEntry[];
}
