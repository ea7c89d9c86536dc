import type { Locator, Page } from '@playwright/test';

/** The app-wide dialogs, found by their accessible name. */
export const versionDialog = (page: Page): Locator => page.getByRole('dialog', { name: /about inkstone|关于砚台/i });
export const loginDialog = (page: Page): Locator => page.getByTestId('login-dialog');
export const installGuide = (page: Page): Locator => page.getByTestId('install-guide');
export const settingsDialog = (page: Page): Locator => page.getByRole('dialog', { name: /^(settings|设置)$/i });
