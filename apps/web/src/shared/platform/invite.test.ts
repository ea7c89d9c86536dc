import { describe, expect, it } from 'vitest';
import { inviteFromAddress, inviteLink, rememberInvite, storedInvite, withInvite } from './invite.ts';

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

  it("appends the sharer's own invite id to share links", () => {
    expect(inviteLink('https://ink.example', 'me7')).toBe('https://ink.example/?invite=me7');
    expect(withInvite('https://ink.example/bot/c/3?x=1', 'me7')).toBe('https://ink.example/bot/c/3?x=1&invite=me7');
    expect(withInvite('https://ink.example/?invite=old', 'me7')).toBe('https://ink.example/?invite=me7');
    expect(withInvite('https://ink.example/a', null)).toBe('https://ink.example/a');
  });
});
