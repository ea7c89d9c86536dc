import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { billingRoutes } from '@inkstone/contract/routes/billing';
import { invalid } from '../../../platform/http/errors.ts';
import { serve } from '../../../platform/http/serve.ts';
import { eventSeen, recordEvent } from '../order-store.ts';
import { fulfilOrder } from '../service.ts';
import { verifyWebhook } from './stripe.ts';

/**
 * Stripe's webhook. Registered in a scope of its own so the JSON body stays raw bytes: the
 * signature covers them exactly. An event seen before is acknowledged and ignored.
 */
export function stripeWebhook(stripe: Stripe, secret: string) {
  return async (app: FastifyInstance) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    serve(app, billingRoutes.stripeWebhook, async (request) => {
      let event: Stripe.Event;
      try {
        event = verifyWebhook(
          stripe,
          request.body as Buffer,
          String(request.headers['stripe-signature'] ?? ''),
          secret,
        );
      } catch {
        throw invalid('errors.invalidRequest');
      }
      if (await eventSeen(app.platform.db, event.id)) return { duplicate: true };
      // Granting is idempotent by the order's state, so the event is logged only once it is
      // handled: a failure here leaves Stripe to retry.
      if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
        const session = event.data.object as Stripe.Checkout.Session;
        const orderId = session.metadata?.order_id ?? session.client_reference_id;
        if (orderId && session.payment_status === 'paid') await fulfilOrder(app.platform, orderId);
      }
      await recordEvent(app.platform.db, event.id, 'stripe', event.type);
      return { duplicate: false };
    });
  };
}
