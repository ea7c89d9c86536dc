/**
 * `npm run refund -- --order <id> --reason "…" [--refunded-elsewhere]`
 * `npm run refund -- --help`
 * Refunds a paid order through its provider (WeChat Pay, Alipay; the sandbox has no money) and
 * takes back what it granted, in the configured database (DATA_DIR or DATABASE_URL).
 * `--refunded-elsewhere`: the money was already returned in the provider's dashboard (Stripe).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../platform/config.ts';
import { openDatabase } from '../../platform/db/client.ts';
import { migrate } from '../../platform/db/migrate.ts';
import { systemClock } from '../../platform/clock.ts';
import { chinaProviders } from './payments/china-providers.ts';
import { PayProviderError } from './payments/trade.ts';
import { refundOrder, RefundError } from './refund.ts';

export const USAGE = `Usage: npm run refund -- --order <id> --reason "<why>" [--refunded-elsewhere]

Refunds a paid order through WeChat Pay or Alipay and takes back its plan days or package.
  --order <id>            the order's id (cli/pay/v1/order, or the orders table)
  --reason "<why>"        written into the order's history
  --refunded-elsewhere    the money already went back in the provider's dashboard (Stripe):
                          only take back what the order granted
`;

function fail(message: string): never {
  console.error(`refund: ${message}\n\n${USAGE}`);
  process.exit(2);
}

let args: { order?: string; reason?: string; 'refunded-elsewhere'?: boolean; help?: boolean };
try {
  args = parseArgs({
    options: {
      order: { type: 'string' },
      reason: { type: 'string' },
      'refunded-elsewhere': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  }).values;
} catch (error) {
  fail((error as Error).message);
}

if (args.help) {
  process.stdout.write(USAGE);
} else {
  if (!args.order) fail('--order is required');
  if (!args.reason?.trim()) fail('--reason is required');
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.dataDir, 'db') },
  );
  try {
    await migrate(database);
    const order = await refundOrder({ db: database.db, clock: systemClock }, chinaProviders(config), {
      orderId: args.order,
      reason: args.reason,
      refundedElsewhere: args['refunded-elsewhere'],
    });
    console.log(`${order.id}\trefunded\t${order.amount} ${order.currency}\t${order.provider}`);
  } catch (error) {
    if (!(error instanceof RefundError || error instanceof PayProviderError)) throw error;
    console.error(`refund: ${error.message}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
