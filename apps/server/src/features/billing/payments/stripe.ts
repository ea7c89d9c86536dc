import Stripe from 'stripe';
import type { OrderRow } from '../order-store.ts';

export type StripeSettings = { secretKey: string; webhookSecret: string; apiUrl?: string };

/** The Stripe client; `apiUrl` points it at a local fake in tests. */
export function stripeClient(settings: StripeSettings): Stripe {
  const url = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(url
      ? {
          host: url.hostname,
          port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
          protocol: url.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
}

/** A Checkout Session for one order; the webhook finds the order by its id in metadata. */
export async function createCheckout(
  stripe: Stripe,
  order: OrderRow,
  input: { name: string; publicUrl: string; language: string },
) {
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    client_reference_id: order.id,
    metadata: { order_id: order.id },
    locale: input.language === 'zh_CN' ? 'zh' : 'en',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: order.currency.toLowerCase(),
          unit_amount: order.amount,
          product_data: { name: input.name },
        },
      },
    ],
    success_url: `${input.publicUrl}/?paid=${order.id}`,
    cancel_url: `${input.publicUrl}/?cancelled=${order.id}`,
  });
  if (!session.url) throw new Error('Stripe returned a session without a URL');
  return session;
}

/** Verifies the Stripe-Signature header over the raw body; throws when it does not match. */
export function verifyWebhook(stripe: Stripe, rawBody: Buffer, signature: string, secret: string) {
  return stripe.webhooks.constructEvent(rawBody, signature, secret);
}
