import { describe, expect, it } from 'vitest';
import { inviteFromAddress, rememberInvite, storedInvite } from './invite.ts';

describe('invite id', () => {
  it('reads ?invite= from the address', () => {
    expect(inviteFromAddress('?invite=abc123&x=1')).toBe('abc123');
    expect(inviteFromAddress('?invite=')).toBeNull();
    expect(inviteFromAddress('')).toBeNull();
  });

  it('is remembered for later signups and share links, and not overwritten by an address without one', () => {
    rememberInvite('?invite=friend-42');
    expect(storedInvite()).toBe('friend-42');
    rememberInvite('?other=1');
    expect(storedInvite()).toBe('friend-42');
  });
});
