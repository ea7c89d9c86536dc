import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../stores/auth.ts';
import { useDialogs } from '../stores/dialogs.ts';
import { setToaster } from '../ui/toast.ts';
import { request } from './client.ts';
import { upgradeTargetOf } from './quota.ts';

const toaster = { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn() };
const fetchMock = vi.fn<typeof fetch>();
const answer = (body: object, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (data: unknown) =>
  answer({ code: 402, msg: "You have used today's 3 free questions.", type: 'WARN', data }, 402);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setToaster(toaster);
  useAuth.getState().setSession('tok');
  useDialogs.setState({ plans: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  for (const fn of Object.values(toaster)) fn.mockReset();
  setToaster(null);
  useAuth.getState().clear();
});

describe('the upgrade path on a quota refusal (402)', () => {
  it('opens the plan panel on the Q&A plan, and still shows the server message as a warning', async () => {
    fetchMock.mockResolvedValue(refusal({ upgrade: 'qa' }));
    await expect(
      request('cli/chatgpt/v1/webSocketChat', { method: 'POST', form: { prompt: 'hi' } }),
    ).rejects.toMatchObject({ code: 402 });
    expect(useDialogs.getState().plans).toEqual({ focus: 'qa', limitReached: true });
    expect(toaster.warning).toHaveBeenCalledWith(
      expect.objectContaining({ content: "You have used today's 3 free questions." }),
    );
  });

  it('puts the drawing plan first for a drawing refusal, even when the call is silent', async () => {
    fetchMock.mockResolvedValue(refusal({ upgrade: 'drawing' }));
    await expect(
      request('cli/mj/v1/imagine', { method: 'POST', form: { prompt: 'a cat' }, silent: true }),
    ).rejects.toBeTruthy();
    expect(useDialogs.getState().plans).toEqual({ focus: 'drawing', limitReached: true });
    expect(toaster.warning).not.toHaveBeenCalled();
  });

  it('offers nothing when no purchase lifts the limit (a Pro fair-use cap)', async () => {
    fetchMock.mockResolvedValue(refusal({ upgrade: null }));
    await expect(request('cli/chatgpt/v1/webSocketChat', { method: 'POST', form: {} })).rejects.toMatchObject({
      code: 402,
    });
    expect(useDialogs.getState().plans).toBeNull();
    expect(toaster.warning).toHaveBeenCalled();
  });

  it('ignores other failures and 402s without an upgrade field', async () => {
    fetchMock.mockResolvedValueOnce(answer({ code: 403, msg: 'no', data: { upgrade: 'qa' } }, 403));
    await expect(request('x')).rejects.toBeTruthy();
    fetchMock.mockResolvedValueOnce(answer({ code: 402, msg: 'no' }, 402));
    await expect(request('x')).rejects.toBeTruthy();
    expect(useDialogs.getState().plans).toBeNull();
  });

  it('reads the target from an error of the streaming client too', () => {
    expect(upgradeTargetOf({ code: 402, data: { upgrade: 'qa' } })).toBe('qa');
    expect(upgradeTargetOf({ code: 402, data: { upgrade: 'gold' } })).toBeNull();
    expect(upgradeTargetOf({ code: 500, data: { upgrade: 'qa' } })).toBeNull();
  });
});
