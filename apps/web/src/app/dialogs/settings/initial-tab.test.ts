import { describe, expect, it } from 'vitest';
import { initialSettingsTab, LOGIN_TABS } from './initial-tab.ts';

describe('settings dialog tabs', () => {
  it('opens Personalization first for a signed-in user without custom instructions', () => {
    expect(initialSettingsTab({ loggedIn: true, customInstructionsSet: false })).toBe('personalization');
    expect(initialSettingsTab({ loggedIn: true, customInstructionsSet: true })).toBe('profile');
    expect(initialSettingsTab({ loggedIn: false, customInstructionsSet: false })).toBe('profile');
  });

  it('needs login for Account and Plan only', () => {
    expect([...LOGIN_TABS].sort()).toEqual(['account', 'plan']);
  });
});
