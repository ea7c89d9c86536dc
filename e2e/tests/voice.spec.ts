import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chromiumPath } from '../playwright.config.ts';
import { VoicePage } from '../pages/Voice.ts';
import { newSignedInUser } from '../support/session.ts';
import { speechMp3, speechWav } from '../support/speech-wav.ts';

const PHONE = 375;

// Chromium's fake capture: the microphone is allowed without a prompt and plays a spoken sentence on a loop.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${speechWav()}`,
    ],
  },
});

test.describe('the voice recorder', () => {
  test('records 20 seconds, lists it, transcribes it with timestamps, writes minutes and exports srt', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await newSignedInUser(page);
    const voice = new VoicePage(page);
    await voice.gotoList();
    await expect(voice.app.main.getByText('Free plan: a recording is kept up to 5 minutes.')).toBeVisible();

    await voice.button('Record').click();
    await expect(voice.timer()).toBeVisible();
    // Twenty seconds of real audio: the clock excludes nothing here, so it reaches 0:20.
    await expect(voice.timer()).toHaveText('0:20', { timeout: 30_000 });
    await voice.button('Stop').click();

    // Every chunk went up in order and the server joined them: the queue says it is saved.
    await expect(voice.app.main.getByText(/“Recording .*” is saved\./)).toBeVisible({ timeout: 30_000 });
    const entry = voice.entry(/Recording/);
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(/0:(19|20|21)/);

    // With the fake speech server the transcript arrives (pushed over the socket, polled as a fallback).
    await entry.getByRole('link').click();
    await expect(page).toHaveURL(/\/record-details\?id=/);
    await expect(voice.player()).toHaveAttribute('src', /.+/, { timeout: 30_000 });
    const lines = voice.transcript().getByRole('listitem');
    await expect(lines.first()).toBeVisible({ timeout: 60_000 });
    await expect(lines.first().getByRole('button', { name: /^Play from 0:\d\d$/ })).toBeVisible();
    await expect(lines.first()).toContainText(/seconds: line 1\./);

    // A line per 5 s of audio; a line's time seeks the player and lights that line.
    await expect(lines.nth(3)).toBeVisible();
    const second = lines.nth(1);
    await second.getByRole('button', { name: 'Play from 0:05' }).click();
    await expect(second).toHaveAttribute('aria-current', 'true');
    expect(await voice.player().evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThanOrEqual(5);

    // Minutes from a template: offline, the server's engine says plainly that a model is needed.
    const minutes = voice.minutes();
    await minutes.getByRole('combobox', { name: 'Template' }).click();
    await voice.selectOption('Stand-up').click();
    await minutes.getByRole('button', { name: 'Generate' }).click();
    await expect(minutes.getByText(/Minutes need an AI model, and none is configured on this server/)).toBeVisible();

    // Export as subtitles: numbered cues with SRT timestamps and the transcript's words.
    const download = page.waitForEvent('download');
    await voice.button('Export').click();
    await page.getByRole('menuitem', { name: 'Subtitles (.srt)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.srt$/);
    const srt = await readFile((await file.path())!, 'utf8');
    expect(srt).toMatch(/^1\r?\n00:00:\d\d,\d{3} --> 00:00:\d\d,\d{3}\r?\n.*seconds: line 1\./m);
  });

  test('signed out, the list offers the 1-minute trial and a sign-in', async ({ page }) => {
    const voice = new VoicePage(page);
    await voice.gotoList();
    await expect(voice.app.main.getByText('Without signing in, recording is limited to 1 minute.')).toBeVisible();
    await voice.app.main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test.describe('on a phone in dark mode', () => {
    test.use({ viewport: { width: PHONE, height: 740 }, isMobile: true, hasTouch: true });

    test('an uploaded file is transcribed, and the details page fits 375 px with light text on dark', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.addInitScript(() =>
        localStorage.setItem('inkstone.settings', JSON.stringify({ state: { header: { isDark: true } }, version: 1 })),
      );
      await newSignedInUser(page);
      const voice = new VoicePage(page);
      await voice.gotoList();
      await voice.app.main.getByLabel('Upload audio').setInputFiles(speechMp3());
      await expect(page).toHaveURL(/\/record-details\?id=/, { timeout: 30_000 });
      const first = voice.transcript().getByRole('listitem').first();
      await expect(first).toContainText(/seconds: line 1\./, { timeout: 60_000 });

      await fitsThePhone(page, [first, voice.button('Export'), voice.button('Rename'), voice.player()]);
      const text = first.getByText(/seconds: line 1\./);
      expect(luminance(await text.evaluate((element) => getComputedStyle(element).color))).toBeGreaterThan(0.6);
      expect(luminance(await paintedBehind(first))).toBeLessThan(0.3);
    });
  });
});

/** Relative luminance (0 black … 1 white) of a CSS rgb() colour. */
const luminance = (rgb: string) => {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};

/** The colour painted behind an element: its first ancestor with an opaque background. */
const paintedBehind = (target: Locator) =>
  target.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      if (color && !color.endsWith(', 0)') && color !== 'transparent') return color;
    }
    return getComputedStyle(document.body).backgroundColor;
  });

/** Nothing is wider than the screen, and each control lies inside it. */
async function fitsThePhone(page: Page, controls: Locator[]) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE);
  for (const control of controls) {
    await expect(control).toBeVisible();
    const box = await control.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE, `${control.toString()} at ${JSON.stringify(box)}`).toBe(
      true,
    );
  }
}
