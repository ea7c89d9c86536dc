import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '@/shared/config/client-config.ts';
import button from '@/shared/ui/plain-button.module.css';
import { PlainTooltip } from '@/shared/ui/PlainTooltip.tsx';
import styles from './Sidebar.module.css';

/** Contact icons; hidden when the deployment configures no contact address. */
export function ContactLinks() {
  const { t } = useTranslation('layout');
  const email = useClientConfig().data?.contactEmail;
  if (!email) return null;
  const label = t('contact.email', { email });
  return (
    <div className={styles.contacts}>
      <PlainTooltip title={label}>
        <a className={button.icon} href={`mailto:${email}`} aria-label={label}>
          <MailOutlined />
        </a>
      </PlainTooltip>
    </div>
  );
}
