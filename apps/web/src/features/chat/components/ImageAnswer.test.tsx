import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HistoryRecord } from '@inkstone/contract/chat';
import { i18next } from '@/shared/i18n/i18n.ts';
import { recordToMessages } from '../state/records.ts';
import type { ChatMessage } from '../state/types.ts';
import { AnswerRow } from './MessageRows.tsx';

const picture = '/api/files/0123456789abcdef0123456789abcdef.png?exp=1&sig=abc';
const drawing: ChatMessage = {
  type: 'response',
  content: '',
  msgId: 'answer-1',
  sessionId: 's1',
  msgType: 'image',
  botId: '-1',
  done: false,
  model: 'gpt-image-1',
  format: 'html',
  progress: 40,
};
const noop = () => {};
const row = (message: ChatMessage) => (
  <AnswerRow message={message} entry={undefined} canRegenerate onRegenerate={noop} onScore={noop} />
);

afterEach(() => i18next.changeLanguage('en'));

describe('an image answer', () => {
  it('shows the drawing’s progress, then the picture with a download link; the HTML is not shown as text', async () => {
    const { rerender } = render(row(drawing));
    // The image answer is a chunk of its own, fetched when such an answer is first shown.
    const bar = await screen.findByRole('progressbar', { name: 'Drawing the picture… 40%' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.queryByRole('status')).toBeNull();

    const html = `<img src="${picture}" alt="a fox" />`;
    rerender(row({ ...drawing, done: true, content: html, sourceImages: [picture] }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(/<img/)).toBeNull();
    expect(screen.getByRole('img', { name: '1' }).getAttribute('src')).toBe(picture);
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe(picture);
    expect(download.getAttribute('download')).toBe('inkstone-answer-1-1.png');
    // The picture opens in the lightbox.
    fireEvent.click(screen.getByRole('button', { name: 'Open image 1' }));
    expect(await screen.findByRole('dialog', undefined, { timeout: 10_000 })).toBeTruthy();
  });

  it('speaks Chinese, and a failed drawing shows its reason', async () => {
    await i18next.changeLanguage('zh_CN');
    const { rerender } = render(row({ ...drawing, progress: 5 }));
    expect(await screen.findByRole('progressbar', { name: '正在绘制图片… 5%' })).toBeTruthy();
    rerender(row({ ...drawing, done: true, error: '生成失败，请重试' }));
    expect(screen.getByRole('alert').textContent).toContain('生成失败，请重试');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('comes back from the history as an image answer (msgType image, format html, its pictures)', () => {
    const record = {
      tableId: 7,
      msgId: 'answer-1',
      sessionId: 's1',
      roleId: '-1',
      input: 'a fox',
      prompt: '',
      ref: [],
      reponse: JSON.stringify({ text: `<img src="${picture}" />`, images: [picture], urls: [] }),
      msgType: 'image',
      status: 'ok',
      error: null,
      model: 'gpt-image-1',
      reasoningContent: '',
      source: [],
      score: null,
      chatFileUrl: [],
      publishToHtmlUrl: null,
      topic: 'a fox',
      createTime: '2026-11-25T00:00:00.000Z',
    } satisfies HistoryRecord;
    const [prompt, answer] = recordToMessages(record, '-1', 'failed');
    expect(prompt).toMatchObject({ type: 'prompt', content: 'a fox', msgType: 'text' });
    expect(answer).toMatchObject({ msgType: 'image', format: 'html', sourceImages: [picture], done: true });
  });
});
