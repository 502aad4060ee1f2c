import type { SiteRouteKey } from '../../../shared/protocol/routes';

/** The private messages' reads a message, a deletion or a block changes. */
export const MESSAGE_READS = [
  'GET /api/messages',
  'GET /api/messages/:conversationId',
  'GET /api/messages/blocks',
] as const satisfies readonly SiteRouteKey[];
