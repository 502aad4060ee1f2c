import { useState } from 'react';
import type { ForumIndexResponse, TopicData } from '../../../shared/protocol/forum';
import { http } from '../../net/http';
import { Button } from '../../ui/Button';
import { useApi } from '../../net/useApi';

/** A topic's moderation: lock, pin, move, delete and restore (the server checks the permission). */
export function ModeratorBar({ topic, onChanged }: { topic: TopicData; onChanged(): void }) {
  const { data } = useApi<ForumIndexResponse>('/api/forum');
  const [error, setError] = useState<string | null>(null);
  async function act(action: string, body: object = {}) {
    const result = await http.post(`/api/forum/topics/${topic.id}/${action}`, body);
    setError(result.ok ? null : result.error);
    if (result.ok) onChanged();
  }
  return (
    <div className="forum-moderation card" role="group" aria-label="Moderation">
      <Button variant="secondary" onClick={() => void act(topic.locked ? 'unlock' : 'lock')}>
        {topic.locked ? 'Unlock' : 'Lock'}
      </Button>
      <Button variant="secondary" onClick={() => void act(topic.pinned ? 'unpin' : 'pin')}>
        {topic.pinned ? 'Unpin' : 'Pin'}
      </Button>
      <label className="forum-moderation__move">
        <span className="muted">Move to</span>
        <select
          value={topic.category.id}
          onChange={(event) => void act('move', { category_id: Number(event.target.value) })}
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
        onClick={() => void act(topic.deleted ? 'restore' : 'delete')}
      >
        {topic.deleted ? 'Restore topic' : 'Delete topic'}
      </Button>
      {error && <span className="alert alert--error">{error}</span>}
    </div>
  );
}
