import { Link } from 'react-router';
import { PlayerLink } from '../../ui/PlayerLink';

/** A user on a staff page: the name links to the profile, the id to the user's staff page. */
export function StaffUserLink({ id, name }: { id: number; name: string }) {
  return (
    <span className="staff-user">
      <PlayerLink id={id} name={name} />{' '}
      <Link to={`/modpanel/user/${id}`} className="muted" title={`Staff page of ${name}`}>
        #{id}
      </Link>
    </span>
  );
}
