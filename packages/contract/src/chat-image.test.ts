import { describe, expect, it } from 'vitest';
import { IMAGE_PROMPT_MAX, imageAnswerHtml, imageChatBody } from './chat-image.ts';
import { PROMPT_MAX } from './draw.ts';

describe('the image answer contract', () => {
  it('takes prompts as long as the drawing page does, and no longer', () => {
    expect(IMAGE_PROMPT_MAX).toBe(PROMPT_MAX);
    expect(imageChatBody.safeParse({ prompt: 'x'.repeat(PROMPT_MAX) }).success).toBe(true);
    const long = imageChatBody.safeParse({ prompt: 'x'.repeat(PROMPT_MAX + 1) });
    expect(long.error?.issues[0]?.message).toBe('draw.promptTooLong');
  });

  it('writes the answer as an <img> whose description cannot break out of its attribute', () => {
    expect(imageAnswerHtml('/api/files/a.png?exp=1&sig=x', 'a "cat" <b>')).toBe(
      '<img src="/api/files/a.png?exp=1&sig=x" alt="a &#34;cat&#34; &#60;b&#62;" />',
    );
  });
});
