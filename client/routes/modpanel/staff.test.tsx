import { describe, expect, it } from 'vitest';
import { renderMarkup, SIGNED_IN } from '../../testing/markup';
import { parseJsonBody } from '../admin/HackPanelPage';
import { auditQuery } from './AuditLog';
import { gameCheckOf, readGame } from './gameCheck';
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

  it('reads the HTTP status text of a failure, and the error of no answer', async () => {
    const asked: string[] = [];
    const answer = (response: Response) => (url: RequestInfo | URL) => {
      asked.push(String(url));
      return Promise.resolve(response);
    };
    const missing = new Response('{"success":false}', { status: 404, statusText: 'Not Found' });
    expect(await readGame('7', answer(missing))).toEqual({ ok: false, statusText: 'Not Found' });
    const found = new Response('{"success":true,"status":2}', { status: 200, statusText: 'OK' });
    expect(await readGame('8', answer(found))).toEqual({ ok: true, statusText: 'OK', status: 2 });
    expect(asked).toEqual(['/api/game/7', '/api/game/8']);
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(gameCheckOf(await readGame('9', offline), [1, 2])?.text).toBe(
      'Error: TypeError: Failed to fetch',
    );
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
