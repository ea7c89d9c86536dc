import type { WechatStyle } from '@inkstone/render/wechat-style';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';
import { usePublication, useWechatAccount } from './api.ts';
import { AccountSection } from './AccountSection.tsx';
import { PublicationStatus } from './PublicationStatus.tsx';
import { PublishSection } from './PublishSection.tsx';
import styles from './official-account.module.css';

export type OfficialAccountDialogProps = {
  docId: string;
  title: string;
  markdown: string;
  style: WechatStyle;
  /** Saves what is typed before publishing (the editor's flush), when the studio hands it over. */
  flush?: () => Promise<void>;
  onClose: () => void;
};

/**
 * Publishing to a WeChat Official Account (issue [writing] item 6), reached from the WeChat
 * style panel: the account (AppID and AppSecret), the article's fields and cover, and where the
 * latest publication stands, followed until WeChat says published or failed. Loaded on first
 * use, so none of it weighs on the studio's first load.
 */
export function OfficialAccountDialog({ docId, title, markdown, style, flush, onClose }: OfficialAccountDialogProps) {
  const { t } = useTranslation('writing');
  const account = useWechatAccount();
  const publication = usePublication(docId);
  const status = publication.data?.status;
  const busy = status === 'submitting' || status === 'publishing';
  return (
    <Modal open title={t('wechat.oa.title')} onCancel={onClose} footer={null} destroyOnHidden width={560}>
      <div className={styles.dialog}>
        <section aria-labelledby="wechat-oa-account">
          <h3 id="wechat-oa-account" className={styles.heading}>
            {t('wechat.oa.account')}
          </h3>
          <AccountSection />
        </section>
        {account.data?.hasSecret && (
          <>
            <hr className={styles.divider} />
            <section aria-labelledby="wechat-oa-publish">
              <h3 id="wechat-oa-publish" className={styles.heading}>
                {t('wechat.oa.publishHeading')}
              </h3>
              <PublishSection docId={docId} title={title} markdown={markdown} style={style} busy={busy} flush={flush} />
            </section>
          </>
        )}
        <hr className={styles.divider} />
        <section aria-labelledby="wechat-oa-status">
          <h3 id="wechat-oa-status" className={styles.heading}>
            {t('wechat.oa.status')}
          </h3>
          <PublicationStatus docId={docId} />
        </section>
      </div>
    </Modal>
  );
}
