import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { CodeButton } from './CodeButton.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  // Failed sends are logged (SPEC §8); keep the test output clean.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const button = () => screen.getByTestId('code-button') as HTMLButtonElement;
const settle = () => act(async () => undefined);

describe('code button', () => {
  it('counts down 60 s while disabled, then offers to send again', async () => {
    const send = vi.fn(async () => 60);
    render(<CodeButton send={send} />);
    expect(button().textContent).toBe('Send code');
    fireEvent.click(button());
    await settle();
    expect(send).toHaveBeenCalledOnce();
    expect(button().textContent).toBe('60 s');
    expect(button().disabled).toBe(true);
    await act(async () => vi.advanceTimersByTime(15_000));
    expect(button().textContent).toBe('45 s');
    await act(async () => vi.advanceTimersByTime(45_000));
    expect(button().textContent).toBe('Send code');
    expect(button().disabled).toBe(false);
  });

  it('sends nothing when told a code is already on its way, and counts down its seconds', async () => {
    const send = vi.fn(async () => 60);
    render(<CodeButton autoSend={false} wait={47} send={send} />);
    await settle();
    expect(send).not.toHaveBeenCalled();
    expect(button().textContent).toBe('47 s');
    expect(button().disabled).toBe(true);
    await act(async () => vi.advanceTimersByTime(47_000));
    expect(button().textContent).toBe('Send code');
    expect(send).not.toHaveBeenCalled();
  });

  it('resumes the server’s countdown when a send is refused with 429', async () => {
    const refused = new ApiError('envelope', 'Please wait 42 s before requesting another code', 429, 'WARN', {
      seconds: 42,
    });
    const onRefused = vi.fn();
    render(<CodeButton send={() => Promise.reject(refused)} onRefused={onRefused} />);
    fireEvent.click(button());
    await settle();
    expect(button().textContent).toBe('42 s');
    expect(button().disabled).toBe(true);
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('shows other refusals where the caller says, and sends nothing when the check fails', async () => {
    const onRefused = vi.fn();
    const send = vi.fn(() => Promise.reject(new ApiError('envelope', 'No account uses this email', 404)));
    const check = vi.fn().mockRejectedValueOnce(new Error('invalid')).mockResolvedValue(undefined);
    render(<CodeButton send={send} check={check} onRefused={onRefused} />);
    fireEvent.click(button());
    await settle();
    expect(send).not.toHaveBeenCalled();
    fireEvent.click(button());
    await settle();
    expect(onRefused).toHaveBeenCalledWith('No account uses this email');
    expect(button().textContent).toBe('Send code');
  });

  it('sends once by itself when asked to', async () => {
    const send = vi.fn(async () => 60);
    render(<CodeButton send={send} autoSend />);
    await settle();
    expect(send).toHaveBeenCalledOnce();
    expect(button().textContent).toBe('60 s');
  });
});
