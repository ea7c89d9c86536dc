import type { MindMap } from '@inkstone/contract/notebook-notes';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '@/shared/i18n/i18n.ts';
import { MindMapTree } from './MindMapTree.tsx';

const map: MindMap = {
  title: 'Tea',
  notice: 'notebook.studioOffline',
  children: [
    {
      title: 'Green',
      children: [
        { title: 'Longjing', children: [] },
        { title: 'Biluochun', children: [] },
      ],
    },
    { title: 'Black', children: [] },
  ],
};

const item = (name: string) => screen.getByRole('treeitem', { name });
const key = (name: string, keyName: string) => fireEvent.keyDown(item(name), { key: keyName });

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('mind map tree', () => {
  it('opens and closes nodes and moves along them by keyboard', () => {
    render(<MindMapTree map={map} />);
    expect(screen.getByRole('note').textContent).toContain('Extracted without an AI model');
    expect(item('Tea').getAttribute('aria-expanded')).toBe('true');
    expect(item('Tea').tabIndex).toBe(0);
    expect(item('Green').getAttribute('aria-expanded')).toBe('false');
    expect(item('Black').getAttribute('aria-expanded')).toBeNull();
    expect(screen.queryByRole('treeitem', { name: 'Longjing' })).toBeNull();

    item('Tea').focus();
    key('Tea', 'ArrowDown');
    expect(document.activeElement).toBe(item('Green'));
    expect(item('Green').tabIndex).toBe(0);
    expect(item('Tea').tabIndex).toBe(-1);

    key('Green', 'Enter');
    expect(item('Green').getAttribute('aria-expanded')).toBe('true');
    expect(item('Longjing')).toBeTruthy();

    key('Green', 'ArrowRight');
    expect(document.activeElement).toBe(item('Longjing'));
    key('Longjing', 'ArrowDown');
    expect(document.activeElement).toBe(item('Biluochun'));
    key('Biluochun', 'ArrowLeft');
    expect(document.activeElement).toBe(item('Green'));

    key('Green', 'ArrowLeft');
    expect(item('Green').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('treeitem', { name: 'Longjing' })).toBeNull();
    key('Green', 'ArrowRight');
    expect(item('Green').getAttribute('aria-expanded')).toBe('true');
    key('Green', 'Enter');
    expect(item('Green').getAttribute('aria-expanded')).toBe('false');

    key('Green', 'End');
    expect(document.activeElement).toBe(item('Black'));
    key('Black', 'Home');
    expect(document.activeElement).toBe(item('Tea'));
    key('Tea', 'Enter');
    expect(screen.queryByRole('treeitem', { name: 'Green' })).toBeNull();
  });

  it('opens a node with a click, and names the tree in Chinese', async () => {
    await i18next.changeLanguage('zh_CN');
    render(<MindMapTree map={map} />);
    expect(screen.getByRole('tree', { name: '思维导图：Tea' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('未使用 AI 模型提取');
    fireEvent.click(screen.getByText('Green'));
    expect(item('Green').getAttribute('aria-expanded')).toBe('true');
    expect(item('Longjing')).toBeTruthy();
  });
});
