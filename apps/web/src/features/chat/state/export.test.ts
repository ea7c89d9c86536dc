import { describe, expect, it } from 'vitest';
import { exportFileName, toJson, toMarkdown } from './export.ts';
import { record } from './testing.ts';

const topic = {
  msgId: 's1',
  topic: 'Sums',
  roleId: '-1',
  features: 'chat' as const,
  projectId: null,
  updateTime: '2025-01-01T00:00:00.000Z',
  pinned: false,
};
const labels = { you: 'You', assistant: 'Assistant', untitled: 'New Chat', files: 'Files' };
const records = [
  record({ tableId: 1, input: 'What is 2+2?', reponse: '**4**', ref: [{ type: 'quote', content: 'a line\nanother' }] }),
  record({
    tableId: 2,
    input: 'Show me',
    reponse: JSON.stringify({ text: 'Here', images: ['/img/a.png'] }),
    chatFileUrl: [{ fileId: 'f', name: 'notes.pdf', url: '/files/f', type: 'application/pdf' }],
    source: [{ index: 1, title: 'Docs', url: 'https://example.com' }],
  }),
];

describe('conversation export', () => {
  it('writes Markdown with a heading per turn, quotes, files, images and sources', () => {
    expect(toMarkdown(topic, records, labels)).toBe(
      [
        '# Sums',
        '',
        '## You',
        '',
        '> a line',
        '> another',
        '',
        'What is 2+2?',
        '',
        '## Assistant (gpt3.5)',
        '',
        '**4**',
        '',
        '## You',
        '',
        'Show me',
        '',
        'Files: [notes.pdf](/files/f)',
        '',
        '## Assistant (gpt3.5)',
        '',
        'Here',
        '',
        '![](/img/a.png)',
        '',
        '1. [Docs](https://example.com)',
        '',
      ].join('\n'),
    );
  });

  it('writes JSON with the topic and each exchange in reading order', () => {
    const parsed = JSON.parse(toJson(topic, records)) as { title: string; messages: Array<Record<string, unknown>> };
    expect(parsed.title).toBe('Sums');
    expect(parsed.messages.map((message) => [message.question, message.answer, message.quote])).toEqual([
      ['What is 2+2?', '**4**', 'a line\nanother'],
      ['Show me', 'Here', null],
    ]);
    expect(parsed.messages[1]).toMatchObject({
      images: ['/img/a.png'],
      files: [{ name: 'notes.pdf', type: 'application/pdf', url: '/files/f' }],
    });
  });

  it('names the file after the title, without characters file systems refuse', () => {
    expect(exportFileName('a/b: c?', 'markdown')).toBe('a-b- c-.md');
    expect(exportFileName('  ', 'json')).toBe('chat.json');
  });
});
