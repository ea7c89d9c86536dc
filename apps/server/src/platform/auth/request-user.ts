import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/tables/users.ts';
import { unauthorized } from '../http/errors.ts';
import { userForToken } from './sessions.ts';

/** The bearer token of a request: the Authorization header, or `?token=` for sockets. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return null;
}

const resolved = new WeakMap<FastifyRequest, Promise<UserRow | null>>();

/** The signed-in user, or null; looked up once per request. */
export function optionalUser(request: FastifyRequest): Promise<UserRow | null> {
  let found = resolved.get(request);
  if (!found) {
    const token = bearerToken(request);
    found = token ? userForToken(request.server.platform.db, token) : Promise.resolve(null);
    resolved.set(request, found);
  }
  return found;
}

/** The signed-in user; a missing, expired or revoked token answers 401. */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const user = await optionalUser(request);
  if (!user) throw unauthorized();
  return user;
}

/**
 * Route hook for calls that need a sign-in: runs before body validation, so an anonymous
 * caller learns nothing about the call's rules and gets a plain 401.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  request.user = await requireUser(request);
}

/** Route hook for calls that read a sign-in when there is one (and serve everyone). */
export async function identify(request: FastifyRequest): Promise<void> {
  request.user = await optionalUser(request);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set by `authenticate` or `identify`; null where the route reads no sign-in. */
    user: UserRow | null;
  }
}

/** Gives every request its `user` slot before any route runs. */
export function installRequestUser(app: FastifyInstance): void {
  app.decorateRequest('user', null);
}
