import { z } from 'zod';
import { Limits } from './limits.ts';

/**
 * Sign-in and account calls of SPEC.md §7. Error texts are catalogue keys (messages.ts), so
 * the server answers and the web forms show the same words. Form-encoded bodies arrive as
 * strings, hence the coercions.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,16}$/;
export const MOBILE_PATTERN = /^\d{5,15}$/;
export const SMS_CODE_PATTERN = /^\d{4}$/;
export const EMAIL_CODE_PATTERN = /^\d{6}$/;
/** Letters of any script, digits, spaces inside, _ - . ; 1-20 characters after trimming. */
export const NICKNAME_PATTERN = /^[\p{L}\p{N}_.-](?:[\p{L}\p{N}_. -]{0,18}[\p{L}\p{N}_.-])?$/u;

export const email = z
  .string({ error: 'validation.email' })
  .trim()
  .max(254, { error: 'validation.email' })
  .regex(EMAIL_PATTERN, { error: 'validation.email' })
  .transform((value) => value.toLowerCase());
export const password = z
  .string({ error: 'validation.password' })
  .regex(PASSWORD_PATTERN, { error: 'validation.password' });
export const mobile = z
  .string({ error: 'validation.phone' })
  .trim()
  .regex(MOBILE_PATTERN, { error: 'validation.phone' });
export const countryCode = z
  .string()
  .trim()
  .transform((value) => value.replace(/^\+/, '') || Limits.defaultCountryCode)
  .pipe(z.string().regex(/^\d{1,4}$/, { error: 'validation.countryCode' }))
  .default(Limits.defaultCountryCode);
export const smsCaptcha = z
  .string({ error: 'validation.smsCode' })
  .trim()
  .regex(SMS_CODE_PATTERN, { error: 'validation.smsCode' });
export const emailCaptcha = z
  .string({ error: 'validation.emailCode' })
  .trim()
  .regex(EMAIL_CODE_PATTERN, { error: 'validation.emailCode' });
export const inviteId = z.string().trim().max(64).optional();
export const nickname = z
  .string({ error: 'validation.nickname' })
  .trim()
  .min(1, { error: 'validation.nickname' })
  .regex(NICKNAME_PATTERN, { error: 'validation.nickname' });
/** tableId is accepted for compatibility and ignored: a token only ever acts on its own user. */
const tableId = z.union([z.string(), z.number()]).optional();
const flagOf = (error?: string) =>
  z
    .union([z.boolean(), z.string(), z.number()], error ? { error } : undefined)
    .transform((value) => value === true || value === 1 || value === '1' || value === 'true');
const flag = flagOf();

export const mobileLoginBody = z.object({
  mobile,
  smsCaptcha,
  registerIfNew: flag.optional(),
  countryCode,
  inviteId,
});
export const accountLoginBody = z.object({
  account: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(254),
  password: z.string({ error: 'validation.password' }).min(1, { error: 'validation.password' }).max(64),
  countryCode,
  loginType: z.enum(['mobile', 'email', 'account']).default('mobile'),
  inviteId,
});
export const emailLoginBody = z.object({
  email,
  password: z.string({ error: 'validation.password' }).min(1, { error: 'validation.password' }).max(64),
  inviteId,
});
export const sendSmsQuery = z.object({ mobile, countryCode });
export const emailSignupBody = z.object({
  email,
  password,
  inviteId,
  /**
   * The web app's terms checkbox. SPEC.md §7's payload has no such field (the box is a form
   * rule, §5), so it is optional: absent, the signup itself is the consent; sent unticked, the
   * caller has declined and no account is made.
   */
  agree: flagOf('validation.terms')
    .refine((value) => value, { error: 'validation.terms' })
    .optional(),
});
export const verifyEmailBody = z.object({ email, emailCaptcha, inviteId });
export const sendEmailCodeBody = z.object({ email });
export const bindEmailBody = z.object({ email, emailCaptcha, tableId });
export const bindMobileBody = z.object({ mobile, smsCaptcha, countryCode, tableId });
/** Clients that send the confirmation field get it checked here too. */
const confirmed = <T extends { newPassword: string; confirmPassword?: string }>(body: T) =>
  body.confirmPassword === undefined || body.confirmPassword === body.newPassword;
const confirmPassword = z.string().optional();

export const forgetPasswordBody = z
  .discriminatedUnion('loginType', [
    z.object({ loginType: z.literal('email'), email, emailCaptcha, newPassword: password, confirmPassword }),
    z.object({
      loginType: z.literal('mobile'),
      mobile,
      smsCaptcha,
      countryCode,
      newPassword: password,
      confirmPassword,
    }),
  ])
  .refine(confirmed, { error: 'validation.passwordMismatch', path: ['confirmPassword'] });
export const changePasswordBody = z
  .object({
    password: z.string({ error: 'validation.password' }).min(1, { error: 'validation.password' }).max(64),
    newPassword: password,
    confirmPassword,
    tableId,
  })
  .refine(confirmed, { error: 'validation.passwordMismatch', path: ['confirmPassword'] });
export const updateBaseBody = z
  .object({
    nickname: nickname.optional(),
    avatar: z
      .string()
      .trim()
      .max(300)
      .regex(/^\/api\/files\/[a-f0-9]{32}\.\w+$/, { error: 'validation.avatar' })
      .optional(),
  })
  .refine((body) => body.nickname !== undefined || body.avatar !== undefined, { error: 'validation.required' });
export const userSettingBody = z.object({
  useCustomer: flag,
  customer: z.string().max(Limits.customInstructionsMax, { error: 'validation.customInstructions' }).default(''),
});
export { activationBody } from './account-user.ts';

export const tokenAnswer = z.object({ token: z.string() });
export const emailLoginAnswer = z.object({
  validationEmail: z.boolean(),
  token: z.string(),
  email: z.string(),
  // Verification sends a code when it opens (SPEC §4); a code sent moments ago must not be sent twice.
  codeSeconds: z
    .number()
    .int()
    .optional()
    .describe(
      'unverified only: seconds until another code may be sent to this address (0: none is counting down, send one)',
    ),
});
export const codeSentAnswer = z.object({
  seconds: z.number().int().describe('seconds until another code may be sent'),
});

export { userInfoSchema, userSettingSchema, type UserInfo, type UserSetting } from './account-user.ts';

export const outboxQuery = z.object({ to: z.string().trim().min(1).max(254) });
export const outboxMessageSchema = z.object({
  to: z.string(),
  channel: z.enum(['email', 'sms']),
  subject: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});
