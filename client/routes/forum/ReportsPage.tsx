import { Link } from 'react-router';
import { useRouteMutation, useRouteQuery } from '../../net/query';
import { Button } from '../../ui/Button';
import { PlayerLink } from '../../ui/PlayerLink';
import { usePageTitle } from '../../ui/usePageTitle';
import { Time } from './Time';
import './community.css';

/** /forum/reports: the moderators' queue of reported posts (the server refuses everyone else). */
export function ReportsPage() {
  usePageTitle('Reported posts');
  const { data, error } = useRouteQuery('GET /api/forum/reports', {});
  const closed = { invalidates: ['GET /api/forum/reports'] as const };
  const resolve = useRouteMutation('POST /api/forum/reports/:reportId/resolve', closed);
  const dismiss = useRouteMutation('POST /api/forum/reports/:reportId/dismiss', closed);
  const failed = [resolve, dismiss].find((action) => action.isError);
  return (
    <div className="community-page">
      <p className="community-page__crumbs">
        <Link to="/forum">Forum</Link> › Reported posts
      </p>
      <h1>Reported posts</h1>
      {error && <p className="alert alert--error">{error.message}</p>}
      {failed && (
        <p className="alert alert--error" role="alert">
          {failed.error!.message}
        </p>
      )}
      {data?.reports.length === 0 && <p className="muted">The queue is empty.</p>}
      <ul className="forum-list">
        {data?.reports.map((report) => (
          <li key={report.id} className="forum-row card">
            <div className="forum-row__main">
              <Link
                to={`/forum/topic/${report.topic_id}?post=${report.post_id}#post-${report.post_id}`}
              >
                {report.topic_title}
              </Link>
              <p>
                <strong>
                  <PlayerLink id={report.reporter_id} name={report.reporter} />
                </strong>{' '}
                reported a post by{' '}
                <strong>
                  <PlayerLink id={report.post_author_id} name={report.post_author} />
                </strong>
                : {report.reason}
              </p>
              <blockquote className="bb-quote">{report.post_body.slice(0, 300)}</blockquote>
              <p className="muted">
                <Time iso={report.created_at} />
              </p>
            </div>
            <div className="button-row">
              <Button
                busy={resolve.isPending && resolve.variables.params.reportId === report.id}
                onClick={() => resolve.mutate({ params: { reportId: report.id } })}
              >
                Resolved
              </Button>
              <Button
                variant="ghost"
                busy={dismiss.isPending && dismiss.variables.params.reportId === report.id}
                onClick={() => dismiss.mutate({ params: { reportId: report.id } })}
              >
                Dismiss
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
