import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { PlanOverview } from './PlanOverview.tsx';
import styles from './billing.module.css';

/** The plan panel (SPEC §2): opened by the upgrade button, or by a quota refusal anywhere. */
export function PlanPanel() {
  const { t } = useTranslation('billing');
  const request = useDialogs((state) => state.plans);
  const close = useDialogs((state) => state.close);
  return (
    <Modal
      open={request !== null}
      title={t('panel.title')}
      width={860}
      footer={null}
      onCancel={() => close('plans')}
      centered
      destroyOnHidden
      classNames={{ body: styles.panelBody }}
    >
      {request && <PlanOverview focus={request.focus} limitReached={request.limitReached} />}
    </Modal>
  );
}
