import { Link } from 'react-router';
import type { ReportsResponse } from '../../../shared/protocol/forum';
import { http } from '../../net/http';
import { Button } from '../../ui/Button';
import { usePageTitle } from '../../ui/usePageTitle';
import { Time } from './Time';
import { useApi } from '../../net/useApi';
import './community.css';

/** /forum/reports: the moderators' queue of reported posts (the server refuses everyone else). */
export function ReportsPage() {
  usePageTitle('Reported posts');
  const { data, error, reload } = useApi<ReportsResponse>('/api/forum/reports');
  async function close(id: number, action: 'resolve' | 'dismiss') {
    await http.post(`/api/forum/reports/${id}/${action}`);
    reload();
  }
  return (
    <div className="community-page">
      <p className="community-page__crumbs">
        <Link to="/forum">Forum</Link> › Reported posts
      </p>
      <h1>Reported posts</h1>
      {error && <p className="alert alert--error">{error}</p>}
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
                <strong>{report.reporter}</strong> reported a post by{' '}
                <strong>{report.post_author}</strong>: {report.reason}
              </p>
              <blockquote className="bb-quote">{report.post_body.slice(0, 300)}</blockquote>
              <p className="muted">
                <Time iso={report.created_at} />
              </p>
            </div>
            <div className="button-row">
              <Button onClick={() => void close(report.id, 'resolve')}>Resolved</Button>
              <Button variant="ghost" onClick={() => void close(report.id, 'dismiss')}>
                Dismiss
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
