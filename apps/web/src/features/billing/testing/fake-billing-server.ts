import type { ChatCount, PlanStatus } from '@inkstone/contract/billing';
import { vi } from 'vitest';
import type { Catalogue } from '../api/get-products.ts';

type Answer = { code: number; msg: string; type?: 'WARN'; data?: unknown };
type Handler = (body: string | null) => Answer;

export const freeCount = (fields: Partial<ChatCount> = {}): ChatCount => ({
  isPay: false,
  deadline: null,
  totalDay: 0,
  remainder: 0,
  dailyCount: 0,
  monthCount: 0,
  FixedCount: 0,
  endTime: '2030-01-02T00:00:00.000Z',
  totalfreeCount: 10,
  payType: null,
  monthLimit: 0,
  dailyLimit: 10,
  ...fields,
});

const noPlan = { active: false, expiresAt: null, daysLeft: 0, payType: null };
export const plans = (fields: Partial<PlanStatus> = {}): PlanStatus => ({
  qa: noPlan,
  drawing: noPlan,
  extraQuestions: 0,
  canBuyPackage: false,
  ...fields,
});

export const catalogue: Catalogue = {
  provider: 'sandbox',
  methods: [],
  products: [
    {
      productId: 8,
      kind: 'qaPlan',
      prices: [
        { period: 'month', amount: 2000, currency: 'USD' },
        { period: 'quarter', amount: 5400, currency: 'USD' },
        { period: 'year', amount: 19200, currency: 'USD' },
      ],
    },
    { productId: 10, kind: 'qaPackage', prices: [{ period: 'package', amount: 300, currency: 'USD' }] },
    {
      productId: 9,
      kind: 'drawingPlan',
      prices: [
        { period: 'month', amount: 1500, currency: 'USD' },
        { period: 'quarter', amount: 4000, currency: 'USD' },
        { period: 'year', amount: 14400, currency: 'USD' },
      ],
    },
  ],
};

const ok = (data: unknown): Answer => ({ code: 200, msg: 'ok', data });

/**
 * A fetch stand-in that answers the billing calls (and the client config) by path, and
 * records every call so a test can assert what was, or was not, sent.
 */
export function fakeBillingServer(initial: { count?: ChatCount; plans?: PlanStatus } = {}) {
  const state = { count: initial.count ?? freeCount(), plans: initial.plans ?? plans() };
  const calls: { path: string; body: string | null }[] = [];
  const handlers: Record<string, Handler> = {
    'cli/config/v1/get': () =>
      ok({ edition: 'global', demoMode: false, version: '1.0.0', recordNumber: null, contactEmail: null }),
    'cli/chatgpt/v1/getStatistics': () => ok(state.count),
    'cli/pay/v1/plans': () => ok(state.plans),
    'cli/pay/v1/products': () => ok(catalogue),
    'cli/user/v1/get': () => ({ code: 500, msg: 'not in this test' }),
    'cli/pay/v1/ticket': () => ok({ token: `ticket-${calls.length}`, expiresAt: '2030-01-01T00:05:00.000Z' }),
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const body =
      typeof init?.body === 'string' ? init.body : init?.body instanceof URLSearchParams ? init.body.toString() : null;
    calls.push({ path, body });
    const answer = handlers[path]?.(body) ?? { code: 404, msg: `no handler for ${path}` };
    return new Response(JSON.stringify(answer), {
      status: answer.code === 200 ? 200 : answer.code >= 400 && answer.code < 600 ? answer.code : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    state,
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    on: (path: string, handler: Handler) => {
      handlers[path] = handler;
    },
  };
}
