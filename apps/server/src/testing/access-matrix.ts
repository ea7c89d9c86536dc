import { expect } from 'vitest';
import { formatMessage } from '@inkstone/contract/messages';
import { auth, type TestApp, type TestUser } from './harness.ts';
import type { Json } from './json.ts';

/**
 * Runs every route of a feature as each kind of caller and compares the answers with a table
 * of what each may do (DESIGN.md §4a). One table per feature keeps the rules readable in one
 * place, and a failure shows the whole table, actual beside expected.
 *
 * Outcomes are named from the answer: 'ok' (200), 'unauthorized' (401), 'forbidden' (403 with
 * SPEC §6's permission message), 'notFound' (404), 'invalid' (400), or the bare status. A route
 * may name finer outcomes of a 200 (an empty page, a stop that stopped nothing) with `outcome`.
 */
export type CallerKind = 'owner' | 'outsider' | 'viewer' | 'anonymous';

export type Answer = { status: number; body: Json };

export type RouteCheck<Fixture> = {
  /** How the route is named in the table, e.g. 'POST /api/cli/chat/topic/v1/update'. */
  route: string;
  /** Calls the route on `fixture` with the caller's headers (none for an anonymous caller). */
  call(fixture: Fixture, headers: Record<string, string>, caller: TestUser | null): Promise<Response>;
  /** Names a finer outcome of an answer, or undefined to keep the standard name. */
  outcome?(answer: Answer, fixture: Fixture): string | undefined;
  expect: Partial<Record<CallerKind, string>>;
};

export type AccessMatrix<Fixture> = {
  /**
   * Makes what the routes act on, owned by `owner`: fresh for each route. Within a route the
   * owner calls last, so what the owner may change (a delete, a rewind) is still there for the
   * others; anyone else's call that changes it shows in the table anyway.
   */
  fixture(owner: TestUser): Promise<Fixture>;
  /** Shares the fixture with `viewer` as a viewer; features without sharing leave it out. */
  share?(fixture: Fixture, viewer: TestUser): Promise<void>;
  routes: Array<RouteCheck<Fixture>>;
};

const ORDER: CallerKind[] = ['anonymous', 'outsider', 'viewer', 'owner'];
const FORBIDDEN = formatMessage('en', 'errors.forbidden');

function standardOutcome({ status, body }: Answer): string {
  if (status === 403) return body?.msg === FORBIDDEN ? 'forbidden' : `403 "${String(body?.msg)}"`;
  const named: Record<number, string> = { 200: 'ok', 400: 'invalid', 401: 'unauthorized', 404: 'notFound' };
  return named[status] ?? String(status);
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  return { status: response.status, body: isJson && text ? JSON.parse(text) : text };
}

export async function checkAccess<Fixture>(t: TestApp, matrix: AccessMatrix<Fixture>): Promise<void> {
  const owner = await t.createUser({ nickname: 'Owner' });
  const callers: Record<CallerKind, TestUser | null> = {
    owner,
    outsider: await t.createUser({ nickname: 'Outsider' }),
    viewer: matrix.share ? await t.createUser({ nickname: 'Viewer' }) : null,
    anonymous: null,
  };
  const expected: Record<string, Partial<Record<CallerKind, string>>> = {};
  const actual: Record<string, Partial<Record<CallerKind, string>>> = {};
  for (const check of matrix.routes) {
    if (check.expect.viewer && !matrix.share) throw new Error(`${check.route}: a viewer needs a share`);
    expected[check.route] = check.expect;
    actual[check.route] = {};
    const fixture = await matrix.fixture(owner);
    if (check.expect.viewer) await matrix.share!(fixture, callers.viewer!);
    for (const kind of ORDER.filter((kind) => kind in check.expect)) {
      const caller = callers[kind];
      const answer = await answerOf(await check.call(fixture, caller ? auth(caller) : {}, caller));
      actual[check.route]![kind] = check.outcome?.(answer, fixture) ?? standardOutcome(answer);
    }
  }
  expect(actual).toEqual(expected);
}
