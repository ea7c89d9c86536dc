import { CopyOutlined, MailOutlined, ShareAltOutlined, WeiboOutlined, XOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { inviteLink, withInvite } from '@/shared/platform/invite.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { toast } from '@/shared/ui/toast.ts';
import { copyText } from '@/shared/platform/copy-text.ts';
import styles from './InvitePanel.module.css';

/** The invite page: the user's own link `<origin>/?invite=<inviteId>`, with copy. */
export function InvitePanel() {
  const { t } = useTranslation(['share', 'common']);
  const inviteId = useAuth((state) => (state.token ? state.user?.inviteId : null));
  const openLogin = useDialogs((state) => state.openLogin);

  if (!inviteId) {
    return (
      <section className={styles.section} data-testid="invite-panel">
        <Typography.Title level={5} className={styles.heading}>
          {t('invite.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('invite.signIn')}</Typography.Text>
        <div>
          <Button type="primary" onClick={openLogin}>
            {t('common:actions.signIn')}
          </Button>
        </div>
      </section>
    );
  }

  const link = inviteLink(window.location.origin, inviteId);
  const copy = async () => {
    if (await copyText(link)) toast('success', t('invite.copied'));
  };
  return (
    <section className={styles.section} data-testid="invite-panel">
      <Typography.Title level={5} className={styles.heading}>
        {t('invite.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('invite.hint')}</Typography.Text>
      <Space.Compact className={styles.link}>
        <Input
          readOnly
          value={link}
          aria-label={t('invite.link')}
          data-testid="invite-link"
          onFocus={(event) => event.target.select()}
        />
        <Button type="primary" icon={<CopyOutlined />} onClick={() => void copy()}>
          {t('common:actions.copy')}
        </Button>
      </Space.Compact>
    </section>
  );
}

/** Share flows: the app's address with the sharer's invite id appended (SPEC §9). */
export function SharePanel() {
  const { t } = useTranslation('share');
  const inviteId = useAuth((state) => (state.token ? state.user?.inviteId : null));
  const url = withInvite(`${window.location.origin}/`, inviteId);
  const text = t('share.text');
  const canShare = typeof navigator.share === 'function';
  const open = (href: string) => window.open(href, '_blank', 'noopener,noreferrer');
  const subject = encodeURIComponent(t('share.subject'));
  const mailto = `mailto:?subject=${subject}&body=${encodeURIComponent(`${text} ${url}`)}`;

  return (
    <section className={styles.section} data-testid="share-panel">
      <Typography.Title level={5} className={styles.heading}>
        {t('share.title')}
      </Typography.Title>
      <Flex gap={8} wrap>
        {canShare && (
          <Button
            icon={<ShareAltOutlined />}
            onClick={() => void navigator.share({ title: t('share.subject'), text, url }).catch(() => undefined)}
          >
            {t('share.system')}
          </Button>
        )}
        <Button icon={<MailOutlined />} href={mailto} data-testid="share-email">
          {t('share.email')}
        </Button>
        <Button
          icon={<XOutlined />}
          onClick={() =>
            open(`https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`)
          }
        >
          {t('share.x')}
        </Button>
        <Button
          icon={<WeiboOutlined />}
          onClick={() =>
            open(
              `https://service.weibo.com/share/share.php?title=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`,
            )
          }
        >
          {t('share.weibo')}
        </Button>
      </Flex>
    </section>
  );
}
