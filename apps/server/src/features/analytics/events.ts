import { z } from 'zod';
import { NetworkErrorCode, routeId, StreamErrorCode, type AnalyticsEventName } from '@inkstone/contract/analytics';
import { DrawAction, ImageProvider } from '@inkstone/contract/draw';
import { isMessageKey } from '@inkstone/contract/messages';
import type { EventProperties } from './tables.ts';

/** A catalogue key (`auth.badCredentials`): a fixed word list, never the message's words. */
const messageKey = z.string().refine(isMessageKey);
/** A route as Fastify registered it (`POST /api/cli/mj/v1/imagine`): the pattern, never the address asked for. */
const routePattern = z
  .string()
  .max(160)
  .regex(/^[A-Z]+ (\/[A-Za-z0-9/_:.*-]*|\*)$/);

/**
 * Every event there is, with the codes and properties it may carry. Anything else is refused
 * before it is stored, so a property holding a prompt, an email or an address cannot slip in:
 * the values are enums, catalogue keys, numbers or route ids.
 */
const schemas = {
  /** An error answer of the API (SPEC §8: any code other than 200): the result code, the route and the message key. */
  api_error: {
    code: z.string().regex(/^\d{3}$/),
    properties: z.strictObject({ route: routePattern, key: messageKey }),
  },
  /** A failed sign-in: the reason's message key only (SPEC §8 "login errors … log it to analytics"). */
  login_failed: {
    code: messageKey,
    properties: z.strictObject({ method: z.enum(['email', 'mobile', 'account']) }),
  },
  /** A drawing task that ended failed (status 02). */
  draw_failed: {
    code: z.enum(['refused', 'retries_exhausted', 'orphaned']),
    properties: z.strictObject({ action: DrawAction, provider: ImageProvider.or(z.literal('unknown')) }),
  },
  network_error: { code: NetworkErrorCode, properties: z.strictObject({ route: routeId }) },
  stream_error: { code: StreamErrorCode, properties: z.strictObject({ route: routeId }) },
} satisfies Record<AnalyticsEventName, { code: z.ZodType<string>; properties: z.ZodType<EventProperties> }>;

export type EventInput = {
  name: AnalyticsEventName;
  code: string;
  userId: number | null;
  properties: EventProperties;
};

/** The event as it may be stored, or null when it breaks its event's rules. */
export function checkEvent(event: EventInput): EventInput | null {
  const schema = schemas[event.name] as (typeof schemas)[AnalyticsEventName] | undefined;
  if (!schema) return null;
  const code = schema.code.safeParse(event.code);
  const properties = schema.properties.safeParse(event.properties);
  if (!code.success || !properties.success) return null;
  return { ...event, code: code.data, properties: properties.data };
}
