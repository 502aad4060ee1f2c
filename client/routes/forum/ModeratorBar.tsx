import type { TopicData } from '../../../shared/protocol/forum';
import { useRouteMutation, useRouteQuery } from '../../net/query';
import { Button } from '../../ui/Button';
import { FORUM_READS } from './reads';

const changes = { invalidates: FORUM_READS };

/** A topic's moderation: lock, pin, move, delete and restore (the server checks the permission). */
export function ModeratorBar({ topic }: { topic: TopicData }) {
  const { data } = useRouteQuery('GET /api/forum', {});
  const lock = useRouteMutation('POST /api/forum/topics/:topicId/lock', changes);
  const unlock = useRouteMutation('POST /api/forum/topics/:topicId/unlock', changes);
  const pin = useRouteMutation('POST /api/forum/topics/:topicId/pin', changes);
  const unpin = useRouteMutation('POST /api/forum/topics/:topicId/unpin', changes);
  const move = useRouteMutation('POST /api/forum/topics/:topicId/move', changes);
  const remove = useRouteMutation('POST /api/forum/topics/:topicId/delete', changes);
  const restore = useRouteMutation('POST /api/forum/topics/:topicId/restore', changes);
  const params = { topicId: topic.id };
  const locking = topic.locked ? unlock : lock;
  const pinning = topic.pinned ? unpin : pin;
  const deleting = topic.deleted ? restore : remove;
  // The last action's refusal (a new action clears its own).
  const failed = [locking, pinning, move, deleting].find((action) => action.isError);
  return (
    <div className="forum-moderation card" role="group" aria-label="Moderation">
      <Button
        variant="secondary"
        busy={locking.isPending}
        onClick={() => locking.mutate({ params })}
      >
        {topic.locked ? 'Unlock' : 'Lock'}
      </Button>
      <Button
        variant="secondary"
        busy={pinning.isPending}
        onClick={() => pinning.mutate({ params })}
      >
        {topic.pinned ? 'Unpin' : 'Pin'}
      </Button>
      <label className="forum-moderation__move">
        <span className="muted">Move to</span>
        <select
          value={topic.category.id}
          disabled={move.isPending}
          onChange={(event) =>
            move.mutate({ params, body: { category_id: Number(event.target.value) } })
          }
        >
          {data?.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          )) ?? <option value={topic.category.id}>{topic.category.name}</option>}
        </select>
      </label>
      <Button
        variant={topic.deleted ? 'secondary' : 'danger'}
        busy={deleting.isPending}
        onClick={() => deleting.mutate({ params })}
      >
        {topic.deleted ? 'Restore topic' : 'Delete topic'}
      </Button>
      {failed && <span className="alert alert--error">{failed.error!.message}</span>}
    </div>
  );
}
