/**
 * `npm run coupon -- create --kind qa_days --amount 30 [--uses 1] [--count 1] [--expires 2027-01-31] [--code SPRING]`
 * `npm run coupon -- list`
 * Issues coupons straight into the configured database (DATA_DIR or DATABASE_URL).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../platform/config.ts';
import { openDatabase } from '../../platform/db/client.ts';
import { migrate } from '../../platform/db/migrate.ts';
import { insertCoupon, listCoupons } from './coupon-store.ts';

const KINDS = ['qa_days', 'drawing_days', 'qa_count'] as const;
type Kind = (typeof KINDS)[number];
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const newCode = () => [...randomBytes(10)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');

function fail(message: string): never {
  console.error(`coupon: ${message}`);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    kind: { type: 'string' },
    amount: { type: 'string' },
    uses: { type: 'string', default: '1' },
    count: { type: 'string', default: '1' },
    expires: { type: 'string' },
    code: { type: 'string' },
  },
});

const config = loadConfig();
const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.dataDir, 'db') });
await migrate(database);
try {
  if (positionals[0] === 'create') {
    const kind = values.kind as Kind;
    if (!KINDS.includes(kind)) fail(`--kind must be one of ${KINDS.join(', ')}`);
    const amount = Number(values.amount);
    const uses = Number(values.uses);
    const count = Number(values.count);
    if (!Number.isInteger(amount) || amount < 1) fail('--amount must be a whole number above 0 (days, or questions for qa_count)');
    if (!Number.isInteger(uses) || uses < 1) fail('--uses must be a whole number above 0');
    if (!Number.isInteger(count) || count < 1 || count > 1000) fail('--count must be between 1 and 1000');
    if (values.code && count > 1) fail('--code names one coupon; leave --count at 1');
    const expiresAt = values.expires ? new Date(values.expires) : null;
    if (expiresAt && Number.isNaN(expiresAt.getTime())) fail('--expires must be a date such as 2027-01-31');
    for (let i = 0; i < count; i++) {
      const code = (values.code ?? newCode()).trim().toUpperCase();
      if (!/^[A-Z0-9_-]{4,64}$/.test(code)) fail('--code: 4-64 letters, digits, _ or -');
      const coupon = await insertCoupon(database.db, { code, kind, amount, maxUses: uses, expiresAt });
      console.log(`${coupon.code}\t${kind}\t${amount}\tuses ${uses}\t${expiresAt ? `expires ${expiresAt.toISOString()}` : 'no expiry'}`);
    }
  } else if (positionals[0] === 'list') {
    for (const coupon of await listCoupons(database.db)) {
      console.log(`${coupon.code}\t${coupon.kind}\t${coupon.amount}\tused ${coupon.usedCount}/${coupon.maxUses}\t${coupon.expiresAt?.toISOString() ?? 'no expiry'}`);
    }
  } else {
    fail('use "create --kind qa_days|drawing_days|qa_count --amount N [--uses N] [--count N] [--expires DATE] [--code CODE]" or "list"');
  }
} finally {
  await database.close();
}
