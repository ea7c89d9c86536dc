import { describe, expect, it } from 'vitest';
import { ResultCode } from '@inkstone/contract/envelope';
import { formatMessage } from '@inkstone/contract/messages';
import { AppError } from '../http/errors.ts';
import { authorize, can, ownedBy, type Action, type Principal, type Resource } from './authorize.ts';

const owner = { id: 1 };
const viewer = { id: 2 };
const editor = { id: 3 };
const outsider = { id: 4 };
const anonymous: Principal = null;
const actions: Action[] = ['read', 'write', 'delete', 'share'];

/** A notebook as it will be shared: one viewer, one editor. */
const shared: Resource = {
  ownerId: owner.id,
  shares: [
    { userId: viewer.id, role: 'viewer' },
    { userId: editor.id, role: 'editor' },
  ],
};

const allowed = (user: Principal, resource: Resource) => actions.filter((action) => can(user, action, resource));

function refusal(run: () => void): { code: number; key: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, key: error.key };
  }
}

describe('the access policy', () => {
  it('gives the owner every action and shares what their role allows', () => {
    expect(allowed(owner, shared)).toEqual(actions);
    expect(allowed(editor, shared)).toEqual(['read', 'write']);
    expect(allowed(viewer, shared)).toEqual(['read']);
    expect(allowed(outsider, shared)).toEqual([]);
    expect(allowed(anonymous, shared)).toEqual([]);
  });

  it('lets anyone, signed in or not, read a public resource and nothing more', () => {
    const avatar: Resource = { ownerId: owner.id, visibility: 'public' };
    expect(allowed(anonymous, avatar)).toEqual(['read']);
    expect(allowed(outsider, avatar)).toEqual(['read']);
    expect(allowed(owner, avatar)).toEqual(actions);
  });

  it('lets the holder of a capability (a signed address) read, until the owner is gone', () => {
    const signed: Resource = { ...ownedBy(owner.id), capability: true };
    expect(allowed(anonymous, signed)).toEqual(['read']);
    expect(allowed(outsider, signed)).toEqual(['read']);
    expect(allowed(anonymous, { ...signed, ownerId: null })).toEqual([]);
  });

  it('leaves nothing private of a deleted account reachable, and answers it as missing', () => {
    const orphan = ownedBy(null);
    expect(allowed(owner, orphan)).toEqual([]);
    expect(refusal(() => authorize(owner, 'read', { ...orphan, capability: true }))).toEqual({
      code: ResultCode.notFound,
      key: 'errors.notFound',
    });
    expect(allowed(anonymous, { ...orphan, visibility: 'public' })).toEqual(['read']);
  });

  it("refuses with SPEC §6's permission message, or as not-found where the caller asks to hide ids", () => {
    expect(refusal(() => authorize(owner, 'delete', shared))).toBeNull();
    const forbidden = refusal(() => authorize(viewer, 'write', shared));
    expect(forbidden).toEqual({ code: ResultCode.forbidden, key: 'errors.forbidden' });
    expect(formatMessage('en', 'errors.forbidden')).toBe('Sorry! You do not have permission to perform this action!');
    expect(refusal(() => authorize(editor, 'share', shared, 'notFound'))).toEqual({
      code: ResultCode.notFound,
      key: 'errors.notFound',
    });
    expect(refusal(() => authorize(anonymous, 'read', shared))).toEqual(forbidden);
  });
});
