import { describe, expect, it } from 'vitest';
import { requestProblems, type RequestDraft } from './request.ts';

const pdf = new File(['%PDF'], 'paper.pdf', { type: 'application/pdf' });
const draft = (patch: Partial<RequestDraft> = {}): RequestDraft => ({
  file: pdf,
  pageCount: 10,
  startPage: 1,
  endPage: 3,
  sourceLang: 'en',
  targetLang: 'zh_CN',
  outputKind: 'both',
  dualLayout: 'alternate',
  ...patch,
});
const quota = { perFile: 20, perDay: 50, usedToday: 45, vip: false };
const keys = (patch: Partial<RequestDraft>, q = quota) => requestProblems(draft(patch), q).map((p) => p.key);

describe('the translation form checks (SPEC §5)', () => {
  it('passes a complete request within the limits', () => {
    expect(requestProblems(draft(), quota)).toEqual([]);
  });

  it('refuses an end page that is not above the start page, equal included', () => {
    expect(keys({ startPage: 3, endPage: 3 })).toEqual(['translate.endNotAbove']);
    expect(keys({ startPage: 4, endPage: 2 })).toEqual(['translate.endNotAbove']);
  });

  it('refuses the same source and target language', () => {
    expect(requestProblems(draft({ targetLang: 'en' }), quota)).toEqual([
      { field: 'targetLang', key: 'translate.sameLanguage' },
    ]);
  });

  it('accepts only a PDF and asks for one first', () => {
    expect(keys({ file: new File(['x'], 'notes.docx', { type: 'application/msword' }) })).toEqual(['translate.notPdf']);
    expect(keys({ file: null })).toEqual(['translate.fileRequired']);
    // A PDF the browser labels oddly is still taken by its name; the server reads the content.
    expect(keys({ file: new File(['%PDF'], 'scan.PDF', { type: '' }) })).toEqual([]);
  });

  it('keeps pages inside the document and asks for missing numbers', () => {
    expect(requestProblems(draft({ endPage: 11 }), { ...quota, usedToday: 0 })).toEqual([
      { field: 'endPage', key: 'translate.rangeOutside', params: { pages: 10 } },
    ]);
    expect(keys({ startPage: null })).toEqual(['pageMissing']);
  });

  it('holds the page count to the per-file limit, then to the pages left today', () => {
    expect(requestProblems(draft({ pageCount: 100, startPage: 1, endPage: 21 }), { ...quota, usedToday: 0 })).toEqual([
      { field: 'pages', key: 'translate.perFileLimit', params: { limit: 20 } },
    ]);
    expect(requestProblems(draft({ startPage: 1, endPage: 6 }), quota)).toEqual([
      { field: 'pages', key: 'translate.perDayLimit', params: { left: 5, limit: 50 } },
    ]);
    expect(keys({ startPage: 1, endPage: 5 })).toEqual([]);
  });
});
