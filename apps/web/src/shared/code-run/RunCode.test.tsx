import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/shared/stores/auth.ts';
import RunCode from './RunCode.tsx';
import { sseText, streamResponse } from '@/test/sse.ts';

/** runCode answering with `frames` (or a JSON refusal); returns the bodies sent. */
function serve(answer: unknown[] | { status: number; body: unknown }) {
  const sent: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).includes('cli/chatgpt/v1/runCode')) return Promise.reject(new Error(String(input)));
    sent.push(String(init?.body));
    if (Array.isArray(answer)) return Promise.resolve(streamResponse([sseText(answer)]));
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  useAuth.setState({ token: 'token-1', user: null });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useAuth.setState({ token: null, user: null });
});

describe('the Run button of a code block', () => {
  it('runs the block and shows stdout, stderr and the error with its line', async () => {
    const sent = serve([
      { type: 'stdout', text: 'hi\n', end: false },
      { type: 'stderr', text: 'careful\n', end: false },
      { type: 'end', status: 'error', message: 'ZeroDivisionError: division by zero', line: 2, ms: 120, end: true },
    ]);
    render(<RunCode language="python" code={'print("hi")\n1 / 0'} />);
    const run = await screen.findByRole('button', { name: 'Run' });
    fireEvent.click(run);
    const log = await screen.findByRole('log', { name: 'Output' });
    await waitFor(() => expect(log.textContent).toContain('ZeroDivisionError: division by zero'));
    expect(log.textContent).toContain('hi');
    expect(screen.getByText('careful').className).toMatch(/stderr/);
    expect(log.textContent).toContain('Line 2');
    expect(log.textContent).toContain('Finished in 0.1 s');
    expect(sent[0]).toContain('"language":"python"');
    expect(screen.getByRole('button', { name: 'Run again' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close the output' }));
    expect(screen.queryByRole('log')).toBeNull();
  });

  it("shows the sandbox's stop and the server's refusal as they are said", async () => {
    serve([
      { type: 'end', status: 'timeout', message: 'Stopped after 5 s: the time limit for a run', ms: 5001, end: true },
    ]);
    render(<RunCode language="javascript" code="for (;;) {}" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Stopped after 5 s: the time limit for a run')).toBeTruthy();

    serve({ status: 429, body: { code: 429, msg: 'Too many runs this minute. Try again in 30 s.', type: 'WARN' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run again' }));
    expect(await screen.findByText('Too many runs this minute. Try again in 30 s.')).toBeTruthy();
  });
});
