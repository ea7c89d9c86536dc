import type { FastifyRequest } from 'fastify';
import { analyticsRoutes } from '@inkstone/contract/routes/analytics';
import { authRoutes } from '@inkstone/contract/routes/auth';
import { pathOf } from '@inkstone/contract/routes/define';
import type { ErrorAnswered } from '../../platform/http/error-handler.ts';
import type { EventInput } from './events.ts';

/** The sign-in calls, whose refusals are `login_failed` with the reason (SPEC §8). */
const logins = new Map([
  [pathOf(authRoutes.email), 'email'],
  [pathOf(authRoutes.mobile), 'mobile'],
  [pathOf(authRoutes.account), 'account'],
] as const);

/** Refusals of the analytics calls themselves are not recorded: a flood of bad reports would feed itself. */
const own = new Set([pathOf(analyticsRoutes.track), pathOf(analyticsRoutes.summary)]);

/**
 * The event an error answer makes: the route as registered (its pattern, never the address with
 * its ids or query) and the message key; nothing of the body. Null for what is not recorded.
 */
export function errorEvent(request: FastifyRequest, answer: ErrorAnswered): EventInput | null {
  const pattern = request.routeOptions.url;
  if (pattern && own.has(pattern)) return null;
  const userId = request.user?.id ?? null;
  const method = pattern ? logins.get(pattern) : undefined;
  if (method) return { name: 'login_failed', code: answer.key, userId, properties: { method } };
  return {
    name: 'api_error',
    code: String(answer.code),
    userId,
    properties: { route: `${request.method} ${pattern ?? '*'}`, key: answer.key },
  };
}
