/**
 * `npm run coupon -- create --kind qa_days --amount 30 [--uses 1] [--count 1] [--expires 2027-01-31] [--code SPRING]`
 * `npm run coupon -- list`
 * `npm run coupon -- --help`
 * Issues coupons straight into the configured database (DATA_DIR or DATABASE_URL).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { loadConfig } from '../../platform/config.ts';
import { openDatabase, type Database } from '../../platform/db/client.ts';
import { migrate } from '../../platform/db/migrate.ts';
import { readCouponArgs, USAGE, type CouponCommand } from './coupon-args.ts';
import { insertCoupon, listCoupons } from './coupon-store.ts';

const KINDS = ['qa_days', 'drawing_days', 'qa_count'] as const;
type Kind = (typeof KINDS)[number];
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const newCode = () => [...randomBytes(10)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');

function fail(message: string): never {
  console.error(`coupon: ${message}`);
  process.exit(2);
}

/** Checks a create command completely before the database is opened. */
function checkCreate(args: Extract<CouponCommand, { command: 'create' }>) {
  const kind = args.kind as Kind;
  if (!KINDS.includes(kind)) fail(`--kind must be one of ${KINDS.join(', ')}`);
  const amount = Number(args.amount);
  const uses = Number(args.uses);
  const count = Number(args.count);
  if (!Number.isInteger(amount) || amount < 1)
    fail('--amount must be a whole number above 0 (days, or questions for qa_count)');
  if (!Number.isInteger(uses) || uses < 1) fail('--uses must be a whole number above 0');
  if (!Number.isInteger(count) || count < 1 || count > 1000) fail('--count must be between 1 and 1000');
  if (args.code && count > 1) fail('--code names one coupon; leave --count at 1');
  const code = args.code?.trim().toUpperCase();
  if (code !== undefined && !/^[A-Z0-9_-]{4,64}$/.test(code)) fail('--code: 4-64 letters, digits, _ or -');
  const expiresAt = args.expires ? new Date(args.expires) : null;
  if (expiresAt && Number.isNaN(expiresAt.getTime())) fail('--expires must be a date such as 2027-01-31');
  return { kind, amount, uses, count, code, expiresAt };
}

async function create(database: Database, order: ReturnType<typeof checkCreate>) {
  for (let i = 0; i < order.count; i++) {
    const code = order.code ?? newCode();
    const coupon = await insertCoupon(database.db, {
      code,
      kind: order.kind,
      amount: order.amount,
      maxUses: order.uses,
      expiresAt: order.expiresAt,
    });
    console.log(
      `${coupon.code}\t${order.kind}\t${order.amount}\tuses ${order.uses}\t` +
        `${order.expiresAt ? `expires ${order.expiresAt.toISOString()}` : 'no expiry'}`,
    );
  }
}

async function list(database: Database) {
  for (const coupon of await listCoupons(database.db)) {
    console.log(
      `${coupon.code}\t${coupon.kind}\t${coupon.amount}\tused ${coupon.usedCount}/${coupon.maxUses}\t` +
        `${coupon.expiresAt?.toISOString() ?? 'no expiry'}`,
    );
  }
}

const args = readCouponArgs(process.argv.slice(2));
if (args.command === 'help') {
  process.stdout.write(USAGE);
} else if (args.command === 'error') {
  console.error(`coupon: ${args.message}\n\n${USAGE}`);
  process.exitCode = 2;
} else {
  const order = args.command === 'create' ? checkCreate(args) : null;
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.dataDir, 'db') },
  );
  try {
    await migrate(database);
    await (order ? create(database, order) : list(database));
  } finally {
    await database.close();
  }
}
