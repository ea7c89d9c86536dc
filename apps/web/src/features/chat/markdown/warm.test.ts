import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { highlightedNow } from './highlight.ts';
import { preloadMarkdown, warmAnswers } from './modules.ts';

describe('answers rendered ahead of being shown', () => {
  it('have their code highlighted before any row mounts', { timeout: 20_000 }, async () => {
    await preloadMarkdown();
    const text = 'Two blocks:\n\n```ts\nconst answer = 42;\n```\n\n~~~python\nprint(answer)\n~~~';
    expect(highlightedNow('ts', 'const answer = 42;\n')).toBeNull();
    warmAnswers([{ text, citations: false }]);
    await waitFor(() => expect(highlightedNow('ts', 'const answer = 42;\n')).toContain('hljs-keyword'), {
      timeout: 10_000,
    });
    await waitFor(() => expect(highlightedNow('python', 'print(answer)\n')).toContain('hljs-built_in'), {
      timeout: 10_000,
    });
  });
});
