import { MailOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '@/shared/config/client-config.ts';
import styles from './Sidebar.module.css';

/** Contact icons; hidden when the deployment configures no contact address. */
export function ContactLinks() {
  const { t } = useTranslation('layout');
  const email = useClientConfig().data?.contactEmail;
  if (!email) return null;
  const label = t('contact.email', { email });
  return (
    <div className={styles.contacts}>
      <Tooltip title={label}>
        <Button type="text" icon={<MailOutlined />} href={`mailto:${email}`} aria-label={label} />
      </Tooltip>
    </div>
  );
}
