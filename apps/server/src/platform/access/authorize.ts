import { forbidden, notFound, type AppError } from '../http/errors.ts';

/**
 * The one access policy (DESIGN.md §4a). Features describe a resource (who owns it, whom it
 * is shared with, whether it is public) and ask whether a caller may act on it; none of them
 * compares user ids by hand. A store query filtered by the caller's id, listing "my things",
 * needs no policy: it never reaches anything else.
 */
export type Action = 'read' | 'write' | 'delete' | 'share';
export type ShareRole = 'viewer' | 'editor';
export type Share = { userId: number; role: ShareRole };

/** Who is asking: a signed-in user, or null for an anonymous caller. */
export type Principal = { id: number } | null;

export type Resource = {
  /** Null once the owner's account is gone: then only what is public stays reachable. */
  ownerId: number | null;
  /** People the owner shared it with (notebooks, soon). */
  shares?: readonly Share[];
  /** Public things (avatars, public bots, published pages) may be read by anyone. */
  visibility?: 'private' | 'public';
  /**
   * The caller holds a valid capability for it, such as a signed file address: reading is
   * allowed without a session, for as long as the capability lasts.
   */
  capability?: boolean;
};

/** What each share role allows; deleting and sharing further stay the owner's. */
const ROLE_ACTIONS: Record<ShareRole, ReadonlySet<Action>> = {
  viewer: new Set(['read']),
  editor: new Set(['read', 'write']),
};

/** A resource described by its owner alone, the case of every feature today. */
export const ownedBy = (ownerId: number | null): Resource => ({ ownerId });

export function can(user: Principal, action: Action, resource: Resource): boolean {
  const { ownerId, visibility, capability, shares } = resource;
  if (action === 'read' && visibility === 'public') return true;
  if (ownerId === null) return false;
  if (action === 'read' && capability === true) return true;
  if (!user) return false;
  if (user.id === ownerId) return true;
  const role = shares?.find((share) => share.userId === user.id)?.role;
  return role !== undefined && ROLE_ACTIONS[role].has(action);
}

/**
 * How a refusal answers. 'forbidden' is SPEC §6's permission message; 'notFound' answers as if
 * the resource did not exist, where today's API hides others' ids so that they cannot be probed.
 */
export type Refusal = 'forbidden' | 'notFound';

/**
 * Throws unless `user` may do `action` on `resource`. A private resource whose owner is gone
 * answers not-found whatever the refusal: nothing of a deleted account stays reachable.
 */
export function authorize(user: Principal, action: Action, resource: Resource, refusal: Refusal = 'forbidden'): void {
  if (can(user, action, resource)) return;
  throw refusalError(resource.ownerId === null && resource.visibility !== 'public' ? 'notFound' : refusal);
}

function refusalError(refusal: Refusal): AppError {
  return refusal === 'notFound' ? notFound() : forbidden();
}
