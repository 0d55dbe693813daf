import { describe, expect, it } from '@jest/globals';
import { currentPasswordRequiredForNewPassword, isMissingRequired, toUserPayload } from './userForm';

const EDITED = { id: 7, name: ' Jane ', email: 'jane@x.co', role: 'admin', isActive: true, password: 'a-new-password', currentPassword: 'the-old-one' };

describe('user form', () => {
  it('sends the current password with a new one when you edit yourself', () => {
    expect(toUserPayload(EDITED, 'edit', true)).toEqual({
      name: 'Jane',
      email: 'jane@x.co',
      role: 'admin',
      providerId: null,
      isActive: true,
      password: 'a-new-password',
      currentPassword: 'the-old-one',
    });
  });

  it("sends no current password for someone else's account, or without a new password", () => {
    expect(toUserPayload(EDITED, 'edit', false)).not.toHaveProperty('currentPassword');
    expect(toUserPayload({ ...EDITED, password: '' }, 'edit', true)).not.toHaveProperty('currentPassword');
  });

  it('asks for the current password only when you give yourself a new one', () => {
    expect(currentPasswordRequiredForNewPassword('', { password: 'a-new-password' })).toBe('ra.validation.required');
    expect(currentPasswordRequiredForNewPassword('', { password: '' })).toBeUndefined();
    expect(isMissingRequired({ ...EDITED, currentPassword: '' }, 'edit', true)).toBe(true);
    expect(isMissingRequired({ ...EDITED, currentPassword: '' }, 'edit', false)).toBe(false);
    expect(isMissingRequired(EDITED, 'edit', true)).toBe(false);
  });

  it('creates a user without a password (an invitation), and names the missing details', () => {
    const invited = { name: ' Ivy ', email: 'ivy@x.co', role: 'staff', password: '' };
    expect(toUserPayload(invited, 'create')).toEqual({ name: 'Ivy', email: 'ivy@x.co', role: 'staff' });
    expect(isMissingRequired(invited, 'create')).toBe(false);
    expect(isMissingRequired({ ...invited, name: '  ' }, 'create')).toBe(true);
    expect(isMissingRequired({ ...invited, email: '' }, 'create')).toBe(true);
    expect(isMissingRequired({ ...invited, role: undefined }, 'create')).toBe(true);
  });

  it("creates a partner with its provider's id as a number, and nobody else with one", () => {
    const partner = { name: 'Pat', email: 'pat@x.co', role: 'partner', providerId: '3', password: 'a-long-passphrase' };
    expect(toUserPayload(partner, 'create')).toEqual({ name: 'Pat', email: 'pat@x.co', role: 'partner', providerId: 3, password: 'a-long-passphrase' });
    expect(toUserPayload({ ...partner, role: 'staff' }, 'create')).not.toHaveProperty('providerId');
  });
});
