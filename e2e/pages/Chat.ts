import { expect, type Locator, type Page } from '@playwright/test';
import { answerIds, newAnswerId } from '../support/new-answer.ts';

/** One scripted SSE body, as the chat server writes it: a `data:` JSON line per frame. */
export const sseBody = (frames: readonly unknown[]) =>
  frames.map((frame) => `data: ${JSON.stringify(frame)}\n\n`).join('');

/** The chat page (/bot/c/:id, /chat-custom/:id): conversation, composer, model picker, history. */
export class ChatPage {
  readonly section: Locator;
  readonly input: Locator;
  readonly list: Locator;
  /** The model picker's combobox, and the select around it (which shows the chosen logo and label). */
  readonly modelPicker: Locator;
  readonly modelSelect: Locator;
  readonly history: Locator;
  readonly quote: Locator;
  readonly chips: Locator;
  readonly title: Locator;

  constructor(readonly page: Page) {
    // A kept-alive chat page stays in the DOM, hidden, while another shows.
    this.section = page.locator('section[data-chat-page]:visible');
    this.input = this.section.getByRole('textbox');
    this.list = this.section.getByTestId('message-list');
    this.modelPicker = this.section.getByRole('combobox', { name: /^(model|模型)$/i });
    this.modelSelect = this.section
      .locator('.ant-select')
      .filter({ has: page.getByRole('combobox', { name: /^(model|模型)$/i }) });
    this.history = page.getByRole('dialog', { name: /^(chat history|历史对话)$/i });
    this.quote = this.section.getByTestId('composer-quote');
    this.chips = this.section.getByRole('list', { name: /^(attached files|已上传的文件)$/i }).getByRole('listitem');
    this.title = this.section.getByTestId('chat-title');
  }

  /** The options of the open model picker. */
  modelOption(label: string): Locator {
    return this.page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label });
  }

  async goto(path = '/bot/c/-1'): Promise<void> {
    await this.page.goto(path);
    await expect(this.input).toBeVisible();
  }

  prompts(): Locator {
    return this.section.locator('[data-role="prompt"]');
  }

  answers(): Locator {
    return this.section.locator('[data-role="answer"]');
  }

  lastAnswer(): Locator {
    return this.answers().last();
  }

  answerText(answer: Locator = this.lastAnswer()): Locator {
    return answer.getByTestId('answer-content');
  }

  sendButton(): Locator {
    return this.section.getByRole('button', { name: /^(send|发送)$/i });
  }

  stopButton(): Locator {
    return this.section.getByRole('button', { name: /^(stop generating|停止生成)$/i });
  }

  action(answer: Locator, name: RegExp | string): Locator {
    return answer.getByRole('button', { name });
  }

  /** The answers on screen before the last send, to tell its own answer from theirs. */
  private beforeSend: string[] | null = null;

  async send(text: string): Promise<void> {
    await this.input.fill(text);
    this.beforeSend = await answerIds(this.answers());
    await this.input.press('Enter');
  }

  /** Sends `text` and waits for its answer to finish. */
  async ask(text: string): Promise<Locator> {
    await this.send(text);
    return this.waitForAnswer();
  }

  /**
   * Waits for the latest answer to finish (its actions appear once it is done). After a send it
   * waits for the send's own answer first: on a slow machine the new rows are drawn a moment
   * after the send, while the last answer on screen is still the previous one.
   */
  async waitForAnswer(): Promise<Locator> {
    const before = this.beforeSend;
    this.beforeSend = null;
    // Once drawn, the new answer is the last row (an image answer's id changes as it is accepted).
    if (before) await newAnswerId(this.answers(), before);
    const answer = this.lastAnswer();
    await expect(answer).toHaveAttribute('data-done', 'true', { timeout: 15_000 });
    return answer;
  }

  async attach(files: Parameters<Page['setInputFiles']>[1]): Promise<void> {
    await this.section.getByTestId('chat-file-input').setInputFiles(files);
  }

  async openHistory(): Promise<void> {
    await this.section.getByRole('button', { name: /^(chat history|历史对话)$/i }).click();
    await expect(this.history).toBeVisible();
  }

  /** A conversation in the history list, by its title. */
  historyItem(title: string): Locator {
    return this.history.getByTitle(title, { exact: true });
  }

  /** Selects the whole text of `target` in the page, as a reader dragging over it would. */
  async select(target: Locator): Promise<void> {
    await target.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    });
  }

  /** Routes the next streams to a scripted SSE body (to test how the client shows them). */
  async scriptStream(frames: (body: Record<string, unknown>) => readonly unknown[]): Promise<void> {
    await this.page.route('**/api/cli/chatgpt/v1/ssePost', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/event-stream; charset=utf-8' },
        body: sseBody(frames(body)),
      });
    });
  }
}
