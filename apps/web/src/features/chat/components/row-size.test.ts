import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../state/types.ts';
import { estimateRowHeight } from './row-size.ts';

const message = (type: ChatMessage['type'], content: string): ChatMessage => ({
  type,
  content,
  msgId: `${type}-${content.length}`,
  sessionId: null,
  msgType: 'text',
  botId: '-1',
  done: true,
  format: 'markdown',
});

describe('estimateRowHeight', () => {
  it('grows with the prose, the code lines and the table rows of an answer', () => {
    const short = estimateRowHeight(message('response', 'Yes.'));
    const prose = estimateRowHeight(message('response', 'A sentence that runs on. '.repeat(40)));
    const code = estimateRowHeight(message('response', `\`\`\`ts\n${'line();\n'.repeat(30)}\`\`\``));
    const table = estimateRowHeight(message('response', `| a | b |\n| --- | --- |\n${'| 1 | 2 |\n'.repeat(10)}`));
    expect(prose).toBeGreaterThan(short + 250);
    expect(code).toBeGreaterThan(short + 30 * 20);
    expect(table).toBeGreaterThan(short + 10 * 40);
  });

  it('gives a question a bubble high enough for its lines', () => {
    expect(estimateRowHeight(message('prompt', 'Hi'))).toBeLessThan(estimateRowHeight(message('prompt', 'a\nb\nc\nd')));
  });
});
