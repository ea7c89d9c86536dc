import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from '../routes/route-handle.ts';
import { KeepAliveOutlet } from './KeepAliveOutlet.tsx';

function Counter() {
  const { name } = useParams();
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

const kept: RouteHandle = { keepAlive: true };

function renderRoutes() {
  const router = createMemoryRouter(
    [
      {
        element: <KeepAliveOutlet />,
        children: [
          { id: 'draw', path: '/draw/:name', handle: kept, element: <Counter /> },
          { id: 'chat', path: '/chat', handle: { keepAlive: false }, element: <p>chat</p> },
        ],
      },
    ],
    { initialEntries: ['/draw/fox'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('KeepAliveOutlet (SPEC §2 kept-alive pages)', () => {
  it('keeps a kept-alive page, its state and its params while another page is shown', async () => {
    const router = renderRoutes();
    fireEvent.click(screen.getByRole('button', { name: 'fox 0' }));
    await act(() => router.navigate('/chat'));
    expect(screen.getByText('chat')).toBeTruthy();
    expect(document.querySelector('[data-kept-alive="draw"]')?.textContent).toBe('fox 1');
    await act(() => router.navigate('/draw/fox'));
    expect(screen.getByRole('button', { name: 'fox 1' })).toBeTruthy();
    expect(screen.queryByText('chat')).toBeNull();
  });

  it('shows the kept page with its latest params', async () => {
    const router = renderRoutes();
    await act(() => router.navigate('/draw/owl'));
    expect(screen.getByRole('button', { name: 'owl 0' })).toBeTruthy();
    expect(document.querySelectorAll('[data-kept-alive]')).toHaveLength(1);
  });
});
