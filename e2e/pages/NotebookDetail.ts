import { expect, type Locator, type Page } from '@playwright/test';
import { answerIds, newAnswerId } from '../support/new-answer.ts';
import { AppShell } from './AppShell.ts';

/** Either language's words, for controls a test reaches in English and in Chinese. */
const either = (en: string, zh: string) => new RegExp(`^(${en}|${zh})$`);

/** One notebook at /notebook/:id: the sources panel, the view, the chat, and on a phone their tabs. */
export class NotebookDetailPage {
  readonly app: AppShell;

  constructor(readonly page: Page) {
    this.app = new AppShell(page);
  }

  /** Creates a notebook through the API as the signed-in page's user and returns its id. */
  async createNotebook(token: string, name: string, emoji?: string): Promise<string> {
    const response = await this.page.request.post('/api/cli/notebook/v1/create', {
      headers: { authorization: `Bearer ${token}` },
      data: { name, ...(emoji ? { emoji } : {}) },
    });
    const body = (await response.json()) as { code: number; data: { id: string } };
    expect(body.code).toBe(200);
    return body.data.id;
  }

  /** Adds a pasted-text source through the API as `token`'s user. */
  async addTextSource(token: string, notebookId: string, title: string, body: string): Promise<void> {
    const response = await this.page.request.post('/api/cli/notebook/source/v1/add', {
      headers: { authorization: `Bearer ${token}` },
      data: { notebookId, source: { kind: 'text', title, body } },
    });
    expect(((await response.json()) as { code: number }).code).toBe(200);
  }

  async goto(id: string): Promise<void> {
    await this.app.goto(`/notebook/${encodeURIComponent(id)}`);
  }

  heading(): Locator {
    return this.app.main.getByRole('heading', { level: 3 }).first();
  }

  panel(name: 'sources' | 'view' | 'chat'): Locator {
    return this.page.getByTestId(`panel-${name}`);
  }

  tab(name: 'sources' | 'view' | 'chat'): Locator {
    const names = { sources: either('Sources', '来源'), view: either('View', '查看'), chat: either('Chat', '对话') };
    return this.page.getByRole('tab', { name: names[name] });
  }

  separator(name: 'left' | 'chat'): Locator {
    return this.page.getByTestId(`resize-${name}`);
  }

  rows(): Locator {
    return this.panel('sources').getByTestId('source-row');
  }

  row(name: string): Locator {
    return this.rows().filter({ hasText: name });
  }

  /** Pastes a text source through the add dialog; the dialog stays open for more until closed. */
  async addText(title: string, body: string): Promise<void> {
    const dialog = this.page.getByRole('dialog');
    if (!(await dialog.isVisible())) {
      await this.panel('sources')
        .getByRole('button', { name: /Add source|添加来源/ })
        .click();
    }
    // The dialog opens with an animation: a click during it may not reach the tab, so click until it is chosen.
    const textTab = dialog.getByRole('tab', { name: either('Text', '文本') });
    await expect(async () => {
      await textTab.click();
      await expect(textTab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
    }).toPass();
    await dialog.getByLabel(either('Title', '标题')).fill(title);
    await dialog.getByLabel(either('Content', '内容')).fill(body);
    await dialog.getByRole('button', { name: either('Add', '添加') }).click();
    await expect(this.row(title)).toBeVisible();
  }

  /** Uploads a file source through the add dialog's Files tab; the dialog stays open until closed. */
  async addFile(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const dialog = this.page.getByRole('dialog');
    if (!(await dialog.isVisible())) {
      await this.panel('sources')
        .getByRole('button', { name: /Add source|添加来源/ })
        .click();
    }
    const filesTab = dialog.getByRole('tab', { name: either('Files', '文件') });
    await expect(async () => {
      await filesTab.click();
      await expect(filesTab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
    }).toPass();
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await expect(this.row(file.name)).toBeVisible({ timeout: 15_000 });
  }

  async closeDialog(): Promise<void> {
    // Escape reaches the dialog only while the focus is in it; its close button always does.
    await this.page
      .getByRole('dialog')
      .getByRole('button', { name: either('Close', '关闭') })
      .click();
    await expect(this.page.getByRole('dialog')).toHaveCount(0);
  }

  async waitLearned(name: string): Promise<void> {
    await expect(this.row(name).getByTestId('source-status')).toHaveText(either('Learned', '已学习'), {
      timeout: 30_000,
    });
  }

  composer(): Locator {
    return this.panel('chat').getByRole('textbox');
  }

  async ask(question: string): Promise<Locator> {
    await this.composer().click();
    await this.composer().fill(question);
    const answers = this.panel('chat').locator('[data-role="answer"]');
    const before = await answerIds(answers);
    await this.composer().press('Enter');
    // The question's own answer, by its id.
    const id = await newAnswerId(answers, before);
    const answer = this.panel('chat').locator(`[data-role="answer"][data-msg-id="${id}"]`);
    await expect(answer).toHaveAttribute('data-done', 'true', { timeout: 30_000 });
    return answer;
  }

  /** The composer's `@` menu, opened by typing `@` and a word. */
  async mention(text: string): Promise<Locator> {
    await this.composer().click();
    await this.composer().pressSequentially(text);
    const menu = this.panel('chat').getByRole('listbox');
    await expect(menu).toBeVisible();
    return menu;
  }

  /** The sources and notes picked with `@`, above the composer's text. */
  mentionChips(): Locator {
    return this.panel('chat').getByTestId('mention-chips');
  }

  saveAnswer(answer: Locator): Locator {
    return answer.getByRole('button', { name: either('Save to note', '保存为笔记') });
  }

  citations(answer: Locator): Locator {
    return answer.getByTestId('citation');
  }

  /** A note in the middle panel (the notes and studio show while no source is open there). */
  note(title: string | RegExp): Locator {
    return this.panel('view').getByTestId('note-card').filter({ hasText: title });
  }

  studio(kind: RegExp): Locator {
    return this.panel('view').getByRole('button', { name: kind });
  }

  sourceView(): Locator {
    return this.panel('view').getByTestId('source-view');
  }

  citedPassage(): Locator {
    return this.sourceView().getByTestId('cited');
  }
}
