import { beforeEach, describe, expect, it } from 'vitest';
import { useLastRoute } from './last-route.ts';

describe('last visited route', () => {
  beforeEach(() => useLastRoute.setState({ path: null }));

  it('remembers pages with their query and persists them', () => {
    useLastRoute.getState().remember('/common/draw?tab=1');
    expect(useLastRoute.getState().path).toBe('/common/draw?tab=1');
    expect(localStorage.getItem('inkstone.lastRoute')).toContain('/common/draw?tab=1');
  });

  it('never remembers the redirects or the error page', () => {
    useLastRoute.getState().remember('/editor/write');
    for (const path of ['/', '/index', '/error', '/?invite=1']) useLastRoute.getState().remember(path);
    expect(useLastRoute.getState().path).toBe('/editor/write');
  });
});
