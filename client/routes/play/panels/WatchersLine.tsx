import { Fragment } from 'react';
import { watcherCount } from '../../../../shared/protocol/watchers';
import { useGameStore } from '../../../state/game/store';
import { PlayerLink } from '../../../ui/PlayerLink';
import { usePlay } from '../PlayContext';

/** Who is watching the game, under the player list: names linking to profiles, then guests. */
export function WatchersLine() {
  const { store } = usePlay();
  const watchers = useGameStore(store, (s) => s.watchers);
  if (watcherCount(watchers) === 0) return null;
  const guests = watchers.guests === 1 ? '1 guest' : `${watchers.guests} guests`;
  return (
    <p className="muted watchers-line" data-testid="watchers">
      Watching:{' '}
      {watchers.users.map((user, i) => (
        <Fragment key={user.id}>
          {i > 0 && ', '}
          <PlayerLink id={user.id} name={user.username} />
        </Fragment>
      ))}
      {watchers.guests > 0 && `${watchers.users.length > 0 ? ' and ' : ''}${guests}`}
    </p>
  );
}
