import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../../testing/markup';
import { ReportList } from './ReportTab';

const report = (id: number) => ({ id, user_id: id, type: 2 });
const nameOf = (userId: number) => `U${userId}`;

describe('the play screen’s reports list', () => {
  it('shows four reports, then "and N more..."', () => {
    const html = renderMarkup(
      <ReportList reports={[1, 2, 3, 4, 5, 6].map(report)} nameOf={nameOf} />,
    );
    expect(html.match(/<li>/g)).toHaveLength(4);
    expect(html).toContain('U4: Abusive chat');
    expect(html).not.toContain('U5');
    expect(html).toContain('and 2 more...');
  });

  it('shows all of four or fewer', () => {
    const html = renderMarkup(<ReportList reports={[1, 2, 3, 4].map(report)} nameOf={nameOf} />);
    expect(html.match(/<li>/g)).toHaveLength(4);
    expect(html).not.toContain('more...');
  });
});
