import { describe, expect, it } from 'vitest';
import {
  limitOfRoles,
  permissionsByRole,
  permissionsOfRoles,
  someRoleManagesPermissions,
  withSetting,
} from './effective';

describe('effective permissions', () => {
  const byRole = permissionsByRole([
    { role: 'player', permission: 'map.edit', value: 1 },
    { role: 'moderator', permission: 'chat.moderate', value: 1 },
    { role: 'moderator', permission: 'map.edit', value: -1 },
    { role: 'admin', permission: 'system.stats', value: 1 },
    { role: 'admin', permission: 'chat.moderate', value: 0 },
    { role: 'admin', permission: 'no.such', value: 1 },
  ]);

  it('inherits from the role below, then applies the role’s own grants and revocations', () => {
    expect([...byRole.get('player')!]).toEqual(['map.edit']);
    expect([...byRole.get('moderator')!]).toEqual(['chat.moderate']);
    expect([...byRole.get('admin')!].sort()).toEqual(['chat.moderate', 'system.stats']);
  });

  it('gives a user the permissions of its highest role', () => {
    expect(permissionsOfRoles(byRole, ['player', 'moderator'])).toEqual(['chat.moderate']);
    expect(permissionsOfRoles(byRole, ['player'])).toEqual(['map.edit']);
    expect(permissionsOfRoles(byRole, [])).toEqual([]);
  });
});

describe('who can still manage permissions', () => {
  const seeded = [{ role: 'admin', permission: 'system.permissions', value: 1 }];

  it('counts inherited grants, and sees a revocation or a "no change" take them away', () => {
    expect(someRoleManagesPermissions(seeded)).toBe(true);
    for (const value of [0, -1])
      expect(
        someRoleManagesPermissions(
          withSetting(seeded, { role: 'admin', permission: 'system.permissions', value }),
        ),
      ).toBe(false);
    const fromPlayers = withSetting(
      withSetting(seeded, { role: 'admin', permission: 'system.permissions', value: 0 }),
      { role: 'player', permission: 'system.permissions', value: 1 },
    );
    expect(someRoleManagesPermissions(fromPlayers)).toBe(true);
  });
});

describe('limits', () => {
  const limits = [
    { role: 'player', name: 'games.active', active: true, infinity: false, number: 50 },
    { role: 'moderator', name: 'games.active', active: true, infinity: true, number: 0 },
    { role: 'admin', name: 'games.active', active: false, infinity: false, number: 3 },
  ];

  it('reads the highest role’s row: a number, unlimited, or none when not active', () => {
    expect(limitOfRoles(limits, ['player'], 'games.active')).toBe(50);
    expect(limitOfRoles(limits, ['player', 'moderator'], 'games.active')).toBe(Infinity);
    expect(limitOfRoles(limits, ['player', 'moderator', 'admin'], 'games.active')).toBe(undefined);
    expect(limitOfRoles(limits, ['player'], 'messages.per-hour')).toBe(undefined);
  });
});
