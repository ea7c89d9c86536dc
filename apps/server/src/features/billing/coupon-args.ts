import { parseArgs } from 'node:util';

/** What `npm run coupon -- …` was asked to do, read from its arguments without touching anything. */
export type CouponCommand =
  | { command: 'help' }
  | { command: 'list' }
  | {
      command: 'create';
      kind: string | undefined;
      amount: string | undefined;
      uses: string;
      count: string;
      expires: string | undefined;
      code: string | undefined;
    }
  | { command: 'error'; message: string };

export const USAGE = `Usage: npm run coupon -- <command>

Issues coupons straight into the configured database (DATA_DIR or DATABASE_URL).

Commands:
  create --kind qa_days|drawing_days|qa_count --amount N [--uses N] [--count N] [--expires DATE] [--code CODE]
      Makes --count coupons (default 1), each good for --uses redemptions (default 1).
      --amount is days of the plan, or questions for qa_count. --code names one coupon yourself.
  list
      Shows every coupon with its use so far.
  help, --help, -h
      Shows this text.
`;

export function readCouponArgs(argv: string[]): CouponCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        kind: { type: 'string' },
        amount: { type: 'string' },
        uses: { type: 'string', default: '1' },
        count: { type: 'string', default: '1' },
        expires: { type: 'string' },
        code: { type: 'string' },
      },
    });
  } catch (error) {
    // parseArgs names the unknown option or the missing value; its stack helps nobody here.
    const first = (error instanceof Error ? error.message : String(error)).split('. ')[0]!;
    return { command: 'error', message: first.charAt(0).toLowerCase() + first.slice(1) };
  }
  const { positionals, values } = parsed;
  const [command, ...extra] = positionals;
  if (values.help || command === 'help') return { command: 'help' };
  if (command === undefined) return { command: 'error', message: 'no command given' };
  if (extra.length > 0) return { command: 'error', message: `unexpected argument "${extra[0]}"` };
  if (command === 'list') return { command: 'list' };
  if (command === 'create') {
    const { kind, amount, uses, count, expires, code } = values;
    return { command: 'create', kind, amount, uses, count, expires, code };
  }
  return { command: 'error', message: `unknown command "${command}"` };
}
