import { describe, expect, it } from 'vitest';
import { TOAST_MAX_SHOWN } from '../../shared/constants';
import { renderMarkup } from '../testing/markup';
import { addToast, type Toast } from './Toasts';

const toast = (id: number): Toast => ({ id, text: `toast ${id}`, tone: 'info' });

describe('addToast', () => {
  it('shows at most six, dropping the oldest', () => {
    expect(TOAST_MAX_SHOWN).toBe(6);
    let toasts: Toast[] = [];
    for (let id = 1; id <= 8; id++) toasts = addToast(toasts, toast(id));
    expect(toasts.map((t) => t.id)).toEqual([3, 4, 5, 6, 7, 8]);
  });
});

describe('ToastProvider', () => {
  it('renders toasts in a polite live region with a dismiss button each', () => {
    const markup = renderMarkup(<p>page</p>, {
      toasts: [{ id: 1, text: '500 Internal Server Error - boom', tone: 'error' }],
    });
    expect(markup).toContain('role="status"');
    expect(markup).toContain('aria-live="polite"');
    expect(markup).toContain('class="toast toast--error"');
    expect(markup).toContain('500 Internal Server Error - boom');
    expect(markup).toContain('aria-label="Dismiss"');
  });
});
