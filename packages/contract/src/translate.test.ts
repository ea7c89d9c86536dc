import { describe, expect, it } from 'vitest';
import { formatMessage, isMessageKey } from './messages.ts';
import { anyPushSchema } from './routes/pushes.ts';
import { IGNORED_PUSH_TYPES } from './realtime.ts';
import { translateRoutes } from './routes/translate.ts';
import { taskIdBody, taskPageQuery, translationFields } from './translate.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;
const fields = { startPage: '1', endPage: '3', sourceLang: 'en', targetLang: 'zh_CN' };

describe('the PDF translation contract', () => {
  it("lives at SPEC §7's addresses with SPEC's methods, del as a form", () => {
    const at = Object.fromEntries(Object.entries(translateRoutes).map(([name, r]) => [name, `${r.method} ${r.path}`]));
    expect(at).toMatchObject({
      translation: 'POST cli/file/enhance/v1/translation',
      getTaskStatus: 'GET cli/file/enhance/v1/getTaskStatus',
      page: 'GET cli/file/enhance/v1/page',
      get: 'GET cli/file/enhance/v1/get',
      del: 'POST cli/file/enhance/v1/del',
    });
    expect(translateRoutes.del.encoding).toBe('form');
    expect(translateRoutes.translation.encoding).toBe('multipart');
  });

  it('reads the multipart fields, with both outputs and alternating pages by default', () => {
    expect(translationFields.parse(fields)).toEqual({
      startPage: 1,
      endPage: 3,
      sourceLang: 'en',
      targetLang: 'zh_CN',
      outputKind: 'both',
      dualLayout: 'alternate',
    });
  });

  it("refuses with SPEC's rules: the end above the start, two different languages", () => {
    expect(firstMessage(translationFields.safeParse({ ...fields, endPage: '1' }))).toBe('translate.endNotAbove');
    expect(firstMessage(translationFields.safeParse({ ...fields, startPage: '4' }))).toBe('translate.endNotAbove');
    expect(firstMessage(translationFields.safeParse({ ...fields, targetLang: 'en' }))).toBe('translate.sameLanguage');
    expect(firstMessage(translationFields.safeParse({ ...fields, startPage: '1.5' }))).toBe('translate.pageInvalid');
    expect(firstMessage(translationFields.safeParse({ ...fields, sourceLang: 'klingon' }))).toBe(
      'translate.unknownLanguage',
    );
    expect(firstMessage(translationFields.safeParse({ ...fields, dualLayout: 'diagonal' }))).toBe(
      'translate.unknownLayout',
    );
    expect(firstMessage(taskIdBody.safeParse({ taskId: ' ' }))).toBe('translate.invalidId');
    expect(firstMessage(taskPageQuery.safeParse({ size: '500' }))).toBe('errors.invalidRequest');
    for (const key of ['translate.endNotAbove', 'translate.sameLanguage', 'translate.pageInvalid']) {
      expect(isMessageKey(key)).toBe(true);
    }
  });

  it("words SPEC's messages in both languages", () => {
    expect(formatMessage('en', 'translate.failed')).toBe('translation failed');
    expect(formatMessage('en', 'translate.notPdf')).toBe('only pdf is accepted');
    expect(formatMessage('en', 'translate.endNotAbove')).toBe('The end page must be above the start page');
    expect(formatMessage('zh_CN', 'translate.failed')).toBe('翻译失败');
    expect(formatMessage('zh_CN', 'translate.perFileLimit', { limit: 20 })).toContain('20');
  });

  it('pushes progress as a type SPEC’s socket client ignores', () => {
    const push = { type: 'audioenhance', kind: 'translation', taskId: 't1', status: 'running', done: 1, total: 3 };
    expect(anyPushSchema.parse(push)).toEqual(push);
    expect(IGNORED_PUSH_TYPES).toContain(push.type);
  });
});
