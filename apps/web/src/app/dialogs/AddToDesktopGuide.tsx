import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useInstallPrompt } from '@/shared/platform/install-prompt.ts';
import { INSTALL_STEPS, installVariant } from '@/shared/platform/install-steps.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import styles from './AddToDesktopGuide.module.css';

/**
 * How to put Inkstone on the desktop or home screen. Inside WeChat the page must first be
 * opened in a real browser, so that variant says exactly that. Where the browser offers an
 * install prompt, one button installs directly.
 */
export function AddToDesktopGuide() {
  const { t } = useTranslation('layout');
  const open = useDialogs((state) => state.addToDesktop);
  const close = useDialogs((state) => state.close);
  const installEvent = useInstallPrompt((state) => state.event);
  const variant = installVariant(navigator.userAgent);

  const install = async () => {
    if (!installEvent) return;
    await installEvent.prompt();
    close('addToDesktop');
  };

  return (
    <Modal
      open={open}
      title={t('install.title')}
      onCancel={() => close('addToDesktop')}
      centered
      footer={
        <Button type="primary" onClick={() => close('addToDesktop')}>
          {t('install.done')}
        </Button>
      }
    >
      <div data-testid="install-guide" data-variant={variant}>
        <Typography.Paragraph>
          {variant === 'wechat' ? t('install.wechatIntro') : t('install.intro')}
        </Typography.Paragraph>
        {variant !== 'wechat' && installEvent && (
          <Button type="primary" ghost block onClick={() => void install()} className={styles.install}>
            {t('install.button')}
          </Button>
        )}
        <ol className={styles.steps}>
          {INSTALL_STEPS[variant].map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
      </div>
    </Modal>
  );
}
