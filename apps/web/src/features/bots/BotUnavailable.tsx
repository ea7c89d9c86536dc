import './i18n.ts';
import { RobotOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '@/shared/ui/use-document-title.ts';
import { DEFAULT_BOT_ID } from './api/get-bot.ts';

/**
 * SPEC §8's "bot not available" state for `/bot/c/{id}`: the bot does not exist, is private, or
 * is misconfigured. One way on: the default assistant.
 */
export function BotUnavailable() {
  const { t } = useTranslation('bots');
  const navigate = useNavigate();
  const headingId = useId();
  useDocumentTitle(t('unavailable.title'));
  return (
    <section aria-labelledby={headingId} data-testid="bot-unavailable">
      <Result
        icon={<RobotOutlined aria-hidden />}
        title={
          <h3 id={headingId} style={{ margin: 0, font: 'inherit' }}>
            {t('unavailable.title')}
          </h3>
        }
        subTitle={t('unavailable.description')}
        extra={
          <Button type="primary" onClick={() => navigate(`/bot/c/${DEFAULT_BOT_ID}`)}>
            {t('unavailable.back')}
          </Button>
        }
      />
    </section>
  );
}
