import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import type * as Pdfjs from '../pdf/pdfjs.ts';
import { openFakePdf } from '../testing/fake-pdfjs.ts';
import { renderTranslatePage } from '../testing/render-page.tsx';
import { pageOfTasks, taskOf } from '../testing/tasks.ts';
import { translatedPageOf } from './page-map.ts';

vi.mock('../pdf/pdfjs.ts', async (original) => ({
  ...(await original<typeof Pdfjs>()),
  openPdf: (source: Parameters<typeof openFakePdf>[0]) => openFakePdf(source),
}));

describe('the side-by-side viewer', () => {
  it('maps an original page to the translated file, which holds the range only', () => {
    const task = { startPage: 3, pageCount: 10 };
    expect(translatedPageOf(task, 3, 4)).toBe(1);
    expect(translatedPageOf(task, 6, 4)).toBe(4);
    expect(translatedPageOf(task, 7, 4)).toBeNull();
    // A translated file as long as the document keeps the numbers.
    expect(translatedPageOf(task, 7, 10)).toBe(7);
  });

  it('shows the original beside its translation a page at a time, turned by buttons and arrow keys', async () => {
    const api = fakeApi({
      'cli/file/enhance/v1/quota': () => ({ code: 200, data: { perFile: 20, perDay: 50, usedToday: 0, vip: false } }),
      'cli/file/enhance/v1/page': () => ({ code: 200, data: pageOfTasks([taskOf()]) }),
      'cli/file/enhance/v1/get': () => ({ code: 200, data: taskOf() }),
    });
    renderTranslatePage();
    fireEvent.click(await screen.findByRole('button', { name: /View side by side/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('paper.pdf: original and translation')).toBeTruthy();
    expect(await within(dialog).findByRole('img', { name: 'Original · Page 1' })).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'Translation · Page 1' })).toBeTruthy();
    expect(within(dialog).getByText('Page 1 (1 of 3)')).toBeTruthy();
    expect(api.callsTo('cli/file/enhance/v1/get')).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: /Next page/ }));
    expect(within(dialog).getByText('Page 2 (2 of 3)')).toBeTruthy();
    fireEvent.keyDown(within(dialog).getByText('Page 2 (2 of 3)'), { key: 'ArrowRight' });
    expect(within(dialog).getByText('Page 3 (3 of 3)')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('button', { name: /Next page/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.keyDown(within(dialog).getByText('Page 3 (3 of 3)'), { key: 'ArrowLeft' });
    expect(within(dialog).getByRole('img', { name: 'Translation · Page 2' })).toBeTruthy();
  });
});
