import { describe, expect, it } from 'vitest';
import { titleFromQuestion, topicUpdateBody } from './chat-topics.ts';

describe('titleFromQuestion', () => {
  it('drops Markdown marks and keeps the words', () => {
    expect(titleFromQuestion('# **Explain** `useEffect` in [React](https://react.dev)')).toBe(
      'Explain useEffect in React',
    );
    expect(titleFromQuestion('> quoted\n- item *one*\n1. two')).toBe('quoted item one two');
    expect(titleFromQuestion('```ts\nconst a = 1;\n```\nwhy?')).toBe('const a = 1; why?');
    expect(titleFromQuestion('![cat](x.png) ~~old~~ __new__')).toBe('cat old new');
  });

  it('keeps plain text, snake_case and arithmetic as typed', () => {
    expect(titleFromQuestion('What is 2*3*4 and my_var_name?')).toBe('What is 2*3*4 and my_var_name?');
    expect(titleFromQuestion('你好，世界')).toBe('你好，世界');
  });

  it('is one line of at most 60 characters, never cutting a character in half', () => {
    expect(titleFromQuestion('a\n\nb')).toBe('a b');
    expect(titleFromQuestion('字'.repeat(80))).toHaveLength(60);
    expect(titleFromQuestion('😀'.repeat(61))).toBe('😀'.repeat(60));
  });
});

describe('topicUpdateBody', () => {
  it('takes a title of 1-100 characters and names the SPEC message past that', () => {
    expect(topicUpdateBody.safeParse({ msgId: 's', title: ' Trip ' }).data).toEqual({ msgId: 's', title: 'Trip' });
    expect(topicUpdateBody.safeParse({ msgId: 's', title: 'x'.repeat(101) }).error?.issues[0]?.message).toBe(
      'validation.nameTooLong',
    );
    expect(topicUpdateBody.safeParse({ msgId: 's', title: '   ' }).error?.issues[0]?.message).toBe(
      'validation.required',
    );
    expect(topicUpdateBody.safeParse({ msgId: 's' }).success).toBe(false);
  });
});
