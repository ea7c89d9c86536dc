import { expect, test, type Page } from '@playwright/test';
import { ChatPage } from '../pages/Chat.ts';
import { newSignedInUser } from '../support/session.ts';

/**
 * The composer's `/` template library (issue #18 item 5): typing `/` lists the prompt templates by
 * category, filtered as one types; a picked template's variables are filled in a small form and
 * the rendered question is asked through ssePostTemplate and answered (the suite's server has no
 * model: its answer is the demo notice). Keyboard only.
 */
const menu = (page: Page) => page.getByTestId('template-menu');
const templateAsked = (page: Page) =>
  page.waitForRequest((request) => request.url().endsWith('/api/cli/chatgpt/v1/ssePostTemplate'));

test.describe('chat templates', () => {
  test('a built-in template is found with `/`, filled in its form, sent and answered', async ({ page }) => {
    await newSignedInUser(page);
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.input.click();
    await chat.input.pressSequentially('/');
    await expect(menu(page).getByRole('group', { name: 'My templates' })).toBeVisible();
    await expect(menu(page)).toContainText('No templates of your own yet');
    await expect(menu(page).getByRole('group', { name: 'Coding' })).toBeVisible();

    // Escape closes the menu and leaves the `/` as text; a new `/` opens it again.
    await chat.input.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(chat.input).toHaveValue('/');
    await chat.input.press('Backspace');
    await chat.input.pressSequentially('Good morning, friends /transl');
    const options = menu(page).getByRole('option');
    await expect(options.first()).toContainText('Translate');
    await expect(menu(page).getByRole('group', { name: 'Coding' })).toHaveCount(0);
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await chat.input.press('Enter');

    const form = page.getByRole('dialog', { name: 'Translate' });
    await expect(form).toBeVisible();
    // What was typed beside the `/` is the text to translate.
    await expect(form.getByLabel('Text')).toHaveValue('Good morning, friends');
    await expect(form.getByLabel('Target language')).toBeFocused();
    // Sending with a box empty names it.
    await page.keyboard.press('Enter');
    await expect(form).toContainText('Please fill in “Target language”');
    await page.keyboard.type('French');
    await expect(form.getByTestId('template-preview')).toContainText(
      'Translate the following text into French. Keep the meaning and tone',
    );
    const asked = templateAsked(page);
    await page.keyboard.press('Enter');
    const body = (await asked).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      templateId: 'translation.translate',
      variables: { language: 'French', text: 'Good morning, friends' },
    });
    expect(body.prompt).toBeUndefined();
    await expect(form).toBeHidden();

    await expect(chat.prompts().last()).toContainText('Translate the following text into French.');
    await expect(chat.prompts().last()).toContainText('Good morning, friends');
    const answer = await chat.waitForAnswer();
    await expect(chat.answerText(answer)).toContainText('No AI model is configured on this server');
    await expect(chat.input).toHaveValue('');
  });

  test('a template of my own is written from the library, then used with its variable', async ({ page }) => {
    await newSignedInUser(page);
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.input.click();
    await chat.input.pressSequentially('/');
    await expect(menu(page).getByRole('option').first()).toContainText('New template…');
    await chat.input.press('Enter');

    const editor = page.getByRole('dialog', { name: 'New template' });
    await expect(editor.getByLabel('Title')).toBeFocused();
    await page.keyboard.type('Haiku');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Short poems');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Write a haiku about {{subject}}, please.');
    await expect(editor.getByTestId('template-variables')).toHaveText('subject');
    await editor.getByTestId('template-save').click();
    await expect(editor).toBeHidden();
    await expect(page.getByText('Template saved')).toBeVisible();

    await chat.input.click();
    await chat.input.pressSequentially('/haik');
    const mine = menu(page).getByRole('group', { name: 'My templates' }).getByRole('option');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Haiku');
    await chat.input.press('Tab');
    const form = page.getByRole('dialog', { name: 'Haiku' });
    await expect(form.getByLabel('subject')).toBeFocused();
    await page.keyboard.type('spring rain');
    const asked = templateAsked(page);
    await page.keyboard.press('Enter');
    expect((await asked).postDataJSON()).toMatchObject({ variables: { subject: 'spring rain' } });
    await expect(chat.prompts().last()).toHaveText('Write a haiku about spring rain, please.');
    const answer = await chat.waitForAnswer();
    await expect(chat.answerText(answer)).toContainText('No AI model is configured on this server');
  });
});
