import type Stripe from 'stripe';
import type { PayType } from '@inkstone/contract/billing';
import type { Language } from '@inkstone/contract/edition';
import type { Order } from '@inkstone/contract/routes/billing';
import { formatMessage, type MessageKey } from '@inkstone/contract/messages';
import { ResultCode } from '@inkstone/contract/envelope';
import { authorize, ownedBy } from '../../platform/access/authorize.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { orderById, setProviderRef, type OrderRow } from './order-store.ts';
import { createCheckout } from './payments/stripe.ts';
import { presentOrder } from './present.ts';
import { fulfilOrder, openOrder } from './service.ts';
import { consumeCheckoutTicket, issueCheckoutTicket, LINK_TICKET_MS, STEP_TICKET_MS } from './ticket-store.ts';

/**
 * The pay page's steps. The page is opened with SPEC.md §7's `token` in its address, which
 * browsers keep in their history and servers log: it is a one-time checkout ticket, never the
 * session token. Each step uses its ticket up and gives its form the next one.
 */
type Ctx = Pick<Platform, 'db' | 'config' | 'clock'>;

/** The ticket the web app opens the pay page with. */
export async function linkTicket(ctx: Ctx, userId: number): Promise<{ token: string; expiresAt: string }> {
  const ticket = await issueCheckoutTicket(ctx.db, userId, ctx.clock.now(), LINK_TICKET_MS);
  return { token: ticket.token, expiresAt: ticket.expiresAt.toISOString() };
}

/** Uses a ticket up: its user, or null when it is unknown, expired or used. */
export const ticketUser = (ctx: Ctx, token: string) => consumeCheckoutTicket(ctx.db, token, ctx.clock.now());

/** The ticket the next step's form carries. */
export const nextTicket = async (ctx: Ctx, userId: number) =>
  (await issueCheckoutTicket(ctx.db, userId, ctx.clock.now(), STEP_TICKET_MS)).token;

/**
 * Opens the order: with Stripe configured, the address of its checkout page; otherwise the
 * order, for the sandbox page to complete.
 */
export async function openCheckout(
  ctx: Ctx,
  stripe: Stripe | null,
  input: { userId: number; productId: number; period: PayType | 'package'; language: Language; publicUrl: string },
): Promise<{ redirect: string } | { order: OrderRow }> {
  const order = await openOrder(ctx, input.userId, input.productId, input.period, stripe ? 'stripe' : 'sandbox');
  if (!stripe) return { order };
  const session = await createCheckout(stripe, order, {
    name: formatMessage(input.language, `pay.product.${order.productKind}` as MessageKey),
    publicUrl: input.publicUrl,
    language: input.language,
  });
  await setProviderRef(ctx.db, order.id, session.id);
  return { redirect: session.url! };
}

/** Completes a sandbox order of the ticket's user. */
export async function paySandboxOrder(ctx: Ctx, userId: number, orderId: string): Promise<void> {
  const order = await orderById(ctx.db, orderId);
  if (!order || order.provider !== 'sandbox') throw notFound();
  authorize({ id: userId }, 'write', ownedBy(order.userId), 'notFound');
  if (!(await fulfilOrder(ctx, order.id))) throw new AppError(ResultCode.conflict, 'billing.orderNotPending');
}

/** One of the caller's orders; someone else's answers like a missing one. */
export async function ownOrder(ctx: Ctx, userId: number, orderId: string): Promise<Order> {
  const order = await orderById(ctx.db, orderId);
  if (!order) throw notFound();
  authorize({ id: userId }, 'read', ownedBy(order.userId), 'notFound');
  return presentOrder(order);
}
