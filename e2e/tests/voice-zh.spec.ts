import { expect, test, type Locator } from '@playwright/test';
import { serverMessages } from '@inkstone/contract/messages';
import english from '../../apps/web/src/shared/i18n/locales/en/voice.ts';
import { VoicePage } from '../pages/Voice.ts';
import { newSignedInUser } from '../support/session.ts';
import { speechMp3 } from '../support/speech-wav.ts';

/**
 * The literal pieces of the voice pages' English words (the `{{…}}` values cut out), and of the
 * server's voice messages: where one shows on a page switched to Chinese, a text was left untranslated.
 */
const ENGLISH_PIECES = [
  ...Object.values(english),
  ...Object.entries(serverMessages.en)
    .filter(([key]) => key.startsWith('voice.'))
    .map(([, text]) => text),
]
  .flatMap((text) => text.split(/\{\{?\w+\}\}?/))
  .map((piece) => piece.trim())
  .filter((piece) => /[A-Za-z]{3,}/.test(piece) && piece.length >= 6);

/**
 * What an area says to a reader: its visible text and its labels (aria-label, placeholder, title),
 * without the transcript's own words (the fake speech server speaks English).
 */
const textsOf = (area: Locator) =>
  area.evaluate((root) => {
    const copy = root.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[data-segment] > div > span').forEach((node) => node.remove());
    const labels = Array.from(root.querySelectorAll('[aria-label], [placeholder], [title]')).flatMap((node) =>
      ['aria-label', 'placeholder', 'title'].map((name) => node.getAttribute(name) ?? ''),
    );
    return [copy.textContent ?? '', ...labels].join('\n');
  });

/** Neither a catalogue key (`voice.…`, `list.title`), nor a `{{value}}` left open, nor an English word of ours. */
async function expectNoEnglish(area: Locator) {
  const texts = await textsOf(area);
  expect(texts).not.toMatch(/\b(voice|list|recorder|details|tx|minutes|file|queue)\.[a-z]\w*/);
  expect(texts).not.toContain('{{');
  const leftovers = ENGLISH_PIECES.filter((piece) => texts.includes(piece));
  expect(leftovers, `English left on a Chinese page in:\n${texts}`).toEqual([]);
}

test('in Chinese, the voice list and a recording’s details speak Chinese throughout', async ({ page }) => {
  test.setTimeout(120_000);
  await newSignedInUser(page);
  const voice = new VoicePage(page);
  await voice.gotoList();
  // Switched on the page itself: the voice words, loaded with it, follow at once.
  await voice.app.switchLanguage('zh_CN');
  await expect(voice.app.heading('录音')).toBeVisible();
  await expect(voice.app.main.getByText('免费版：每段录音最多保留 5 分钟。')).toBeVisible();
  await expect(voice.button('录音')).toBeVisible();
  await expect(voice.app.main.getByText('你的录音和上传的音频会连同转写文字列在这里。')).toBeVisible();
  await expectNoEnglish(voice.app.main);

  // An uploaded file opens its details page; the fake speech server transcribes it.
  await voice.app.main.getByLabel('上传音频').setInputFiles(speechMp3());
  await expect(page).toHaveURL(/\/record-details\?id=/, { timeout: 30_000 });
  const lines = voice.transcript().getByRole('listitem');
  await expect(lines.first()).toContainText(/seconds: line 1\./, { timeout: 60_000 });
  await expect(lines.first().getByRole('button', { name: '从 0:00 开始播放' })).toBeVisible();
  await expect(voice.button('导出')).toBeVisible();
  await expect(voice.button('重命名')).toBeVisible();
  const minutes = voice.minutes();
  await expect(minutes.getByRole('combobox', { name: '模板' })).toBeVisible();
  await expect(minutes.getByText('还没有纪要。选择一个模板，根据转写文字生成。')).toBeVisible();
  await expectNoEnglish(voice.app.main);

  // Minutes without a model: the server's own words, in Chinese.
  await minutes.getByRole('button', { name: '生成' }).click();
  await expect(minutes.getByText(/纪要需要/)).toBeVisible();
  await expectNoEnglish(voice.app.main);
  await voice.button('导出').click();
  await expect(page.getByRole('menuitem', { name: '字幕（.srt）' })).toBeVisible();
  await expectNoEnglish(page.getByRole('menu'));
  await page.keyboard.press('Escape');

  // Back on the list, the recording's entry and its tags are in Chinese too.
  await voice.app.main.getByRole('link', { name: '全部录音' }).click();
  await expect(voice.app.heading('录音')).toBeVisible();
  const entry = voice.list().getByRole('listitem').first();
  await expect(entry).toContainText('已转写');
  await expectNoEnglish(voice.app.main);
});
