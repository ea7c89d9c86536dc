import { Form, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { sendEmailCode, sendSmsCode } from '../api/codes.ts';
import { CodeButton } from '../ui/CodeButton.tsx';
import { maxLength, useRules } from './rules.ts';

type Props = {
  /** sms: fields `mobile` + `countryCode` get a 4-digit code; email: field `email` gets 6 digits. */
  channel: 'sms' | 'email';
  placeholder: string;
  prefix?: ReactNode;
  size?: 'large' | 'middle';
  label?: ReactNode;
  autoSend?: boolean;
  /** A code is already on its way: count down these seconds first. */
  wait?: number;
  autoFocus?: boolean;
  /** Sends somewhere other than the form's own phone or email field. */
  send?: () => Promise<number>;
};

/**
 * A verification code input with its countdown button. The button checks the phone or email
 * field first, so a send with no phone shows 'Please enter a valid phone number' (SPEC §5),
 * and a refusal from the server is shown on that field rather than as a toast (SPEC §8).
 */
export function CodeField({ channel, placeholder, prefix, size, label, autoSend, wait, autoFocus, send }: Props) {
  const r = useRules();
  const form = Form.useFormInstance();
  const target = channel === 'sms' ? 'mobile' : 'email';
  const name = channel === 'sms' ? 'smsCaptcha' : 'emailCaptcha';

  const sendToField = () => {
    if (channel === 'email') return sendEmailCode(String(form.getFieldValue('email')).trim());
    return sendSmsCode(String(form.getFieldValue('mobile')).trim(), String(form.getFieldValue('countryCode')));
  };

  return (
    <Form.Item label={label} required={Boolean(label)}>
      <Space.Compact block>
        <Form.Item name={name} noStyle rules={channel === 'sms' ? r.smsCode : r.emailCode} validateFirst>
          <Input
            size={size}
            prefix={prefix}
            placeholder={placeholder}
            aria-label={placeholder}
            autoFocus={autoFocus}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={channel === 'sms' ? maxLength.smsCode : maxLength.emailCode}
          />
        </Form.Item>
        <CodeButton
          size={size}
          autoSend={autoSend}
          wait={wait}
          send={send ?? sendToField}
          check={send ? undefined : () => form.validateFields([target])}
          onRefused={(message) => form.setFields([{ name: send ? name : target, errors: [message] }])}
        />
      </Space.Compact>
    </Form.Item>
  );
}
