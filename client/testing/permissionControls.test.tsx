import { describe, expect, it } from 'vitest';
import type { Role, SessionResponse } from '../../shared/protocol/account';
import { ChatPanel } from '../chat/ChatPanel';
import { ForumIndexPage } from '../routes/forum/ForumIndexPage';
import { ALICE, SIGNED_IN, renderMarkup } from './markup';

// Staff controls follow the permission the server checks, not the role: after a grant or a
// revoke on the permissions page, the screens show exactly the controls that work.

const session = (roles: Role[], permissions: string[]): SessionResponse => ({
  ...SIGNED_IN,
  user: { ...ALICE, roles, permissions },
});

describe('staff controls on the screens', () => {
  it('offers chat moderation to whoever holds chat.moderate, whatever the role', () => {
    const granted = renderMarkup(<ChatPanel />, {
      session: session(['player'], ['chat.moderate']),
    });
    const revoked = renderMarkup(<ChatPanel />, { session: session(['player', 'moderator'], []) });
    expect(granted).toContain('Show deleted lines');
    expect(revoked).not.toContain('Show deleted lines');
  });

  it('links the forum reports queue for whoever holds forum.moderate, whatever the role', () => {
    const granted = renderMarkup(<ForumIndexPage />, {
      session: session(['player'], ['forum.moderate']),
    });
    const revoked = renderMarkup(<ForumIndexPage />, {
      session: session(['player', 'moderator', 'admin'], []),
    });
    expect(granted).toContain('Reported posts');
    expect(revoked).not.toContain('Reported posts');
  });
});
