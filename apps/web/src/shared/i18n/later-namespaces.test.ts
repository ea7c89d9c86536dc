import { describe, expect, it } from 'vitest';
import { i18next } from './i18n.ts';
import { en } from './locales/en/index.ts';
import { zh_CN } from './locales/zh_CN/index.ts';
import { pack as enPack } from './packs/en.ts';
import { pack as zhPack } from './packs/zh_CN.ts';

const later = Object.keys(en).filter((namespace) => !(namespace in enPack.resources)) as (keyof typeof en)[];

describe('namespaces that load with their code', () => {
  it('stay out of the first-load packs, which carry everything else', () => {
    expect(later.sort()).toEqual([
      'botPublish',
      'bots',
      'chatPublish',
      'codeRun',
      'draw',
      'embed',
      'knowledge',
      'notebookPage',
      'notes',
      'promptTemplates',
      'translate',
      'validation',
      'voice',
      'writing',
    ]);
    expect(Object.keys(zhPack.resources).sort()).toEqual(Object.keys(enPack.resources).sort());
  });

  it('are each registered, in both languages, by a module of the code that uses them', async () => {
    // Every registering module (`<folder>/i18n.ts`), as the lazily loaded code imports them.
    await Promise.all(Object.values(import.meta.glob(['../../**/i18n.ts', '!./i18n.ts'])).map((load) => load()));
    for (const namespace of later) {
      expect(i18next.getResourceBundle('en', namespace), namespace).toEqual(en[namespace]);
      expect(i18next.getResourceBundle('zh_CN', namespace), namespace).toEqual(zh_CN[namespace]);
    }
    expect(i18next.t('notes:notes.title', { lng: 'zh_CN' })).toBe('笔记');
  });
});
