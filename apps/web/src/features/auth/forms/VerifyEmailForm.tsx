import { SafetyOutlined } from '@ant-design/icons';
import { Form, Typography } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { sendEmailCode } from '@/shared/api/codes.ts';
import { CodeField } from '@/shared/forms/CodeField.tsx';
import { verifyEmail } from '../api/signup.ts';
import { secondsLeft } from '../code-wait.ts';
import { useFinishSignIn } from '../use-finish-sign-in.ts';
import { AuthForm } from './AuthForm.tsx';
import type { ModeFormProps } from './SignInForms.tsx';

type Values = { emailCaptcha: string };

/**
 * Mode 4: the address from signup or email login gets a code as soon as this opens (SPEC §4),
 * unless the server said one is already on its way (signup sends one; so did an earlier signup
 * before an unverified sign-in): then the button counts down the seconds it reported instead
 * of asking for a second code.
 */
export function VerifyEmailForm({ draft }: ModeFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const [form] = Form.useForm<Values>();
  const finish = useFinishSignIn();
  const email = draft.email?.trim() ?? '';
  // Read once, when the step opens: the countdown runs on from there by itself.
  const [alreadySent] = useState(() => secondsLeft(draft.codeWaitUntil));
  return (
    <AuthForm
      form={form}
      name="verify-email"
      submitLabel={t('submit.4')}
      onSubmit={async ({ emailCaptcha }) => finish((await verifyEmail({ email, emailCaptcha })).token)}
    >
      <Typography.Paragraph data-testid="verify-email-address">
        <Trans t={t} i18nKey="hint.4" values={{ email }} components={{ strong: <strong /> }} />
      </Typography.Paragraph>
      <CodeField
        autoFocus
        channel="email"
        placeholder={t('common:field.emailCode')}
        prefix={<SafetyOutlined />}
        autoSend={alreadySent === 0}
        wait={alreadySent}
        send={() => sendEmailCode(email)}
      />
    </AuthForm>
  );
}
