import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/errors.ts';
import { IP_NOT_WHITELISTED, refusedAddress } from './checks.ts';

/**
 * A call that failed, in the server's words (already in the reader's language). When WeChat
 * refused this server's address, the advice to whitelist it, with the address WeChat reported.
 */
export function RefusalAlert({ error }: { error: Error }) {
  const { t } = useTranslation('writing');
  const errcode = error instanceof ApiError ? (error.data as { errcode?: unknown } | undefined)?.errcode : undefined;
  const message = error.message || t('wechat.oa.loadFailed');
  if (errcode === IP_NOT_WHITELISTED) {
    const ip = refusedAddress(message);
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        data-testid="wechat-ip-advice"
        title={t('wechat.oa.ipTitle')}
        description={
          <>
            <p>{message}</p>
            {ip && <p>{t('wechat.oa.ipSteps', { ip })}</p>}
          </>
        }
      />
    );
  }
  return <Alert type="error" showIcon role="alert" title={message} />;
}
