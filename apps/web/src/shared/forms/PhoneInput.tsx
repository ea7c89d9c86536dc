import { Form, Input, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { maxLength, useRules } from './rules.ts';

/** Country calling codes offered first; 86 is the default (SPEC §9). */
export const COUNTRY_CODES = [
  '86',
  '852',
  '853',
  '886',
  '1',
  '44',
  '81',
  '82',
  '65',
  '60',
  '61',
  '64',
  '49',
  '33',
  '39',
  '34',
  '7',
  '91',
  '62',
  '63',
  '66',
  '84',
  '971',
  '55',
] as const;

type Props = {
  placeholder: string;
  prefix?: ReactNode;
  size?: 'large' | 'middle';
  label?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
};

/**
 * A phone number with its country code: form fields `countryCode` and `mobile`. The number's
 * errors show under the pair. The form gives `countryCode` its initial value (86 by default).
 */
export function PhoneInput({ placeholder, prefix, size, label, disabled, autoFocus }: Props) {
  const { t } = useTranslation('common');
  const r = useRules();
  return (
    <Form.Item label={label} required={Boolean(label)}>
      <Space.Compact block>
        <Form.Item name="countryCode" noStyle>
          <Select
            size={size}
            disabled={disabled}
            aria-label={t('field.countryCode')}
            style={{ width: 92, flex: 'none' }}
            popupMatchSelectWidth={false}
            options={COUNTRY_CODES.map((code) => ({ value: code, label: `+${code}` }))}
          />
        </Form.Item>
        <Form.Item name="mobile" rules={r.phone} validateFirst noStyle>
          <Input
            size={size}
            prefix={prefix}
            disabled={disabled}
            placeholder={placeholder}
            aria-label={placeholder}
            autoFocus={autoFocus}
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={maxLength.phone}
          />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
