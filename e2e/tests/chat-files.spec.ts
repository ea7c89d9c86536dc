import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { ChatPage } from '../pages/Chat.ts';
import { newSignedInUser } from '../support/session.ts';

async function policyPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText('Inkstone staff handbook', { x: 50, y: 780, size: 18, font });
  page.drawText('Every employee gets 25 days of paid vacation per year.', { x: 50, y: 740, size: 12, font });
  page.drawText('The office is closed on public holidays.', { x: 50, y: 720, size: 12, font });
  return Buffer.from(await doc.save());
}

test.describe('chat attachments', () => {
  test('an attached PDF is answered from its content', async ({ page }) => {
    await newSignedInUser(page);
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.attach({ name: 'handbook.pdf', mimeType: 'application/pdf', buffer: await policyPdf() });
    const chip = chat.chips.filter({ hasText: 'handbook.pdf' });
    await expect(chip).toBeVisible();
    await expect(chip).toHaveAttribute('data-status', 'done');
    await expect(chip).toContainText(/KB|B$/);

    const request = page.waitForRequest((candidate) => candidate.url().includes('/api/cli/chatgpt/v1/ssePost'));
    await chat.send('How many days of paid vacation do employees get?');
    const body = (await request).postDataJSON() as { fileList?: string[] };
    expect(body.fileList).toHaveLength(1);
    await expect(chat.chips).toHaveCount(0);
    await expect(chat.prompts().last().getByRole('link', { name: 'handbook.pdf' })).toBeVisible();
    const answer = await chat.waitForAnswer();
    await expect(chat.answerText(answer)).toContainText('Here is what your documents say about this');
    await expect(chat.answerText(answer)).toContainText('25 days of paid vacation');
  });

  test('a file the server refuses stays as an error chip, and blocks sending until removed', async ({ page }) => {
    await newSignedInUser(page);
    const chat = new ChatPage(page);
    await chat.goto();
    // A PDF header with nothing readable behind it: the server cannot read it and refuses it.
    await chat.attach({
      name: 'broken.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n%broken: no objects, no trailer\n'),
    });
    const chip = chat.chips.filter({ hasText: 'broken.pdf' });
    await expect(chip).toHaveAttribute('data-status', 'error');

    await chat.send('Read my file');
    await expect(page.getByText('please delete abnormal files before sending')).toBeVisible();
    await expect(chat.prompts()).toHaveCount(0);
    await expect(chat.input).toHaveValue('Read my file');

    await chip.getByRole('button', { name: 'Remove broken.pdf' }).click();
    await expect(chat.chips).toHaveCount(0);
    await chat.input.press('Enter');
    await expect(chat.prompts()).toHaveText(['Read my file']);
    await chat.waitForAnswer();
  });
});
