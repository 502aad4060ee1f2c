import { describe, expect, it } from 'vitest';
import { renderMarkup, SIGNED_IN } from '../../testing/markup';
import { parseJsonBody } from '../admin/HackPanelPage';
import { auditQuery } from './AuditLog';
import { gameCheckOf } from './GameIdCheck';
import { ModPanelPage } from './ModPanelPage';

describe('the game id check', () => {
  it('uses the specification’s three texts', () => {
    expect(gameCheckOf({ ok: false, statusText: 'Not Found' }, [1, 2])).toEqual({
      tone: 'error',
      text: 'Error: Not Found',
    });
    expect(gameCheckOf({ ok: true, statusText: 'OK', status: 3 }, [1, 2])).toEqual({
      tone: 'info',
      text: 'The game exists, but using this tool will not do anything.',
    });
    expect(gameCheckOf({ ok: true, statusText: 'OK', status: 2 }, [1, 2])).toEqual({
      tone: 'success',
      text: 'This works, well done!',
    });
  });
});

describe('staff helpers', () => {
  it('reads a hack-panel body only when it is a JSON object', () => {
    expect(parseJsonBody('{"user_id": 1, "body": "x"}')).toEqual({ user_id: 1, body: 'x' });
    for (const bad of ['{ body: 1 }', '[1]', '3', 'null', ''])
      expect(parseJsonBody(bad)).toBe(undefined);
  });

  it('builds the audit log query from the filled-in filters only', () => {
    expect(auditQuery({ action: '', target_type: ' ', target_id: '' })).toEqual({});
    expect(auditQuery({ action: 'game.status', target_type: 'game', target_id: ' 7' })).toEqual({
      action: 'game.status',
      target_type: 'game',
      target_id: '7',
    });
  });

  it('tells a user without staff permissions that the panel is not for them', () => {
    const html = renderMarkup(<ModPanelPage />, { session: SIGNED_IN, path: '/modpanel' });
    expect(html).toContain('You do not have permission to do that.');
    expect(html).not.toContain('role="tablist"');
  });
});
