import { renderToStaticMarkup } from 'react-dom/server';
import { ChatLineView } from '../../../shared/html/ChatLineView';
import type { ChatLineData } from '../../../shared/protocol/chat';
import type { StoredChatLine } from '../../db/chat';

/**
 * A stored line as one viewer may see it: moderators see deleted lines marked; anyone else gets
 * a deleted line only as its id (so a client holding it drops it), never its text.
 */
export function chatLineFor(line: StoredChatLine, moderator: boolean): ChatLineData {
  const base = {
    id: line.id,
    revision: line.revision,
    user_id: line.userId,
    username: line.username,
    created_at: line.createdAt.toISOString(),
    deleted: line.deleted,
  };
  if (line.deleted && !moderator) return { ...base, username: '', body: '', html: '' };
  const data = { ...base, body: line.body };
  return { ...data, html: renderToStaticMarkup(<ChatLineView line={data} />) };
}
