import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table.ts';

const byPath = (path: string) => routeTable.find((route) => route.path === path);

describe('route table (SPEC §2)', () => {
  it('holds every SPEC route', () => {
    expect(routeTable.map((route) => route.path).sort()).toEqual(
      [
        '/bot/discover',
        '/bot/mybot',
        '/bot/create',
        '/bot/update/:id',
        '/bot/c/:id',
        '/record-details',
        '/record-list',
        '/file/translate',
        '/chat-custom/:id',
        '/bot/b/:id',
        '/common/draw',
        '/editor/write',
        '/notebook',
        '/notebook/:id',
      ].sort(),
    );
  });

  it('keeps draw, write and bot chat alive', () => {
    expect(
      routeTable
        .filter((route) => route.keepAlive)
        .map((route) => route.path)
        .sort(),
    ).toEqual(['/bot/c/:id', '/common/draw', '/editor/write']);
  });

  it('asks for login on create, and not on the open routes', () => {
    expect(byPath('/bot/create')?.login).toBe(true);
    for (const path of ['/bot/discover', '/bot/mybot', '/record-details', '/record-list', '/file/translate']) {
      expect(byPath(path)?.login, path).toBeFalsy();
    }
  });

  it('marks no route region-only (SPEC marks none)', () => {
    expect(routeTable.filter((route) => route.region)).toEqual([]);
  });
});
