import { describe, expect, it } from 'vitest';
import { pageToMessages, parseReply, promptIdOf, recordToMessages } from './records.ts';
import { record } from './testing.ts';

describe('history records', () => {
  it('reads `reponse` as JSON {text, images, urls} or as plain text', () => {
    expect(parseReply('{"text":"hi","images":["a.png"],"urls":["https://x"]}')).toEqual({
      text: 'hi',
      images: ['a.png'],
      urls: ['https://x'],
    });
    expect(parseReply('plain answer')).toEqual({ text: 'plain answer' });
    expect(parseReply('{not json')).toEqual({ text: '{not json' });
    expect(parseReply('{"other":1}')).toEqual({ text: '{"other":1}' });
  });

  it('turns one record into a done prompt and answer with quote, files, reasoning, sources and score', () => {
    const [prompt, answer] = recordToMessages(
      record({
        ref: [{ type: 'quote', content: 'quoted words' }],
        chatFileUrl: [{ fileId: 'f1', name: 'a.pdf', url: '/f/a.pdf', type: 'application/pdf' }],
        reasoningContent: 'thinking',
        source: [{ index: 1, title: 'S', url: 'https://s' }],
        score: 1,
      }),
      '-1',
      'failed',
    );
    expect(prompt).toMatchObject({
      type: 'prompt',
      msgId: promptIdOf('a7'),
      content: 'What is 2+2?',
      quoteInfo: 'quoted words',
      done: true,
    });
    expect(prompt.fileList).toEqual([{ fileId: 'f1', name: 'a.pdf', url: '/f/a.pdf', type: 'application/pdf' }]);
    expect(answer).toMatchObject({
      type: 'response',
      msgId: 'a7',
      tableId: 7,
      content: '4',
      reasoning: 'thinking',
      score: 1,
      done: true,
      error: undefined,
    });
    expect(answer.source).toEqual([{ index: 1, title: 'S', url: 'https://s' }]);
  });

  it('keeps a failed answer’s partial text and shows its error (or a fallback)', () => {
    expect(
      recordToMessages(record({ status: 'fail', reponse: 'part', error: 'upstream down' }), '-1', 'fallback')[1],
    ).toMatchObject({ content: 'part', error: 'upstream down' });
    expect(recordToMessages(record({ status: 'fail', error: null }), '-1', 'fallback')[1].error).toBe('fallback');
  });

  it('puts a newest-first page in reading order and skips exchanges already held', () => {
    const page = [
      record({ msgId: 'a3', input: 'third' }),
      record({ msgId: 'a2', input: 'second' }),
      record({ msgId: 'a1', input: 'first' }),
    ];
    const held = recordToMessages(record({ msgId: 'a3', input: 'third' }), '-1', '');
    const messages = pageToMessages(page, held, '-1', '');
    expect(messages.map((message) => `${message.type}:${message.content}`)).toEqual([
      'prompt:first',
      'response:4',
      'prompt:second',
      'response:4',
    ]);
  });
});
