import { Limits } from '@inkstone/contract/limits';
import { Button, type ButtonProps } from 'antd';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondsToWait } from '../api/codes.ts';
import { ApiError } from '../api/errors.ts';
import { reportApiError } from '../api/report.ts';
import { useCountdown } from './use-countdown.ts';

type Props = {
  /** Sends the code; resolves with the seconds until the next send is allowed. */
  send: () => Promise<number>;
  /** Checks the phone or email field first; a rejection stops the send (the field shows why). */
  check?: () => Promise<unknown>;
  /** Where the server's refusal is shown, usually as the target field's error. */
  onRefused?: (message: string) => void;
  /** Email verification sends a code as soon as it opens (SPEC §4). */
  autoSend?: boolean;
  /** A code was sent moments ago (the server said so): start disabled, counting these seconds down. */
  wait?: number;
  size?: ButtonProps['size'];
};

/**
 * The "send code" button of SPEC §4: after a send it is disabled for 60 s and shows the
 * seconds left. A send refused inside that window (HTTP 429) resumes the server's countdown,
 * so reopening the dialog cannot bypass it.
 */
export function CodeButton({ send, check, onRefused, autoSend = false, wait = 0, size }: Props) {
  const { t } = useTranslation('common');
  const { seconds, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const run = async () => {
    if (check) {
      try {
        await check();
      } catch {
        return;
      }
    }
    setSending(true);
    try {
      start((await send()) || Limits.codeCountdownSeconds);
    } catch (error) {
      const wait = secondsToWait(error);
      if (wait) start(wait);
      else if (error instanceof ApiError && error.kind === 'envelope' && onRefused) onRefused(error.message);
      else if (error instanceof ApiError) reportApiError(error);
      console.warn('code send failed', error);
    } finally {
      setSending(false);
    }
  };

  // The opening send (or the server's countdown) reads the latest props without re-running
  // the effect when they change; the ref keeps it to once per mount, even when StrictMode runs
  // effects twice.
  const sendOnOpen = useEffectEvent(() => (wait > 0 ? start(wait) : void run()));
  const autoSent = useRef(false);
  useEffect(() => {
    if (autoSent.current || (wait <= 0 && !autoSend)) return;
    autoSent.current = true;
    sendOnOpen();
  }, [autoSend, wait]);

  return (
    <Button size={size} disabled={seconds > 0} loading={sending} onClick={() => void run()} data-testid="code-button">
      {seconds > 0 ? t('code.wait', { seconds }) : t('code.send')}
    </Button>
  );
}
