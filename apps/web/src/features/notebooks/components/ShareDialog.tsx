import { DeleteOutlined } from '@ant-design/icons';
import { email as emailSchema } from '@inkstone/contract/accounts';
import type { Member, Notebook } from '@inkstone/contract/notebooks';
import { Alert, Button, Form, Input, Modal, Select, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showRefusalOrReport } from '@/shared/api/report.ts';
import { useSubmittable } from '@/shared/forms/use-submittable.ts';
import { toast } from '@/shared/ui/toast.ts';
import { useInvite, useMembers, useRevoke } from '../api/sharing.ts';
import { retryOutOfDate, useSchemaRule } from '@/shared/forms/schema-rule.ts';
import styles from './notebooks.module.css';

type Values = { email: string; role: Member['role'] };

/**
 * SPEC §6 sharing by email (owner only): invite an address as viewer or editor, see who has
 * access (their name once they joined), and take access back after a confirm.
 */
export function ShareDialog({ notebook, onClose }: { notebook: Notebook; onClose: () => void }) {
  const { t } = useTranslation('notebooks');
  return (
    <Modal open title={t('share.title', { name: notebook.name })} onCancel={onClose} footer={null} destroyOnHidden>
      <InviteForm notebookId={notebook.id} />
      <MemberList notebookId={notebook.id} />
    </Modal>
  );
}

function InviteForm({ notebookId }: { notebookId: string }) {
  const { t } = useTranslation('notebooks');
  const [form] = Form.useForm<Values>();
  const valid = useSubmittable(form);
  const emailRule = useSchemaRule(emailSchema);
  const invite = useInvite(notebookId);
  const [refusal, setRefusal] = useState<string | null>(null);

  const finish = async (values: Values) => {
    const address = emailSchema.safeParse(values.email);
    if (!address.success) return;
    setRefusal(null);
    try {
      await invite.mutateAsync({ email: address.data, role: values.role });
      toast('success', t('share.invited', { email: address.data }));
      form.resetFields();
    } catch (caught) {
      showRefusalOrReport(caught, setRefusal);
    }
  };

  return (
    <Form
      form={form}
      name="notebook-share"
      layout="vertical"
      initialValues={{ email: '', role: 'viewer' }}
      onFinish={finish}
      onFinishFailed={retryOutOfDate(finish)}
      onValuesChange={() => setRefusal(null)}
    >
      <p className={styles.hint}>{t('share.hint')}</p>
      <div className={styles.inviteRow}>
        <Form.Item name="email" label={t('share.email')} rules={[emailRule]} className={styles.inviteEmail}>
          <Input type="email" inputMode="email" autoComplete="off" placeholder={t('share.emailPlaceholder')} />
        </Form.Item>
        <Form.Item name="role" label={t('share.role')} className={styles.inviteRole}>
          <Select
            aria-label={t('share.role')}
            options={[
              { value: 'viewer', label: t('role.viewer') },
              { value: 'editor', label: t('role.editor') },
            ]}
          />
        </Form.Item>
      </div>
      {refusal && <Alert type="error" showIcon title={refusal} role="alert" style={{ margin: '12px 0 0' }} />}
      <Button type="primary" htmlType="submit" disabled={!valid} loading={invite.isPending} style={{ marginTop: 12 }}>
        {t('share.invite')}
      </Button>
    </Form>
  );
}

function MemberList({ notebookId }: { notebookId: string }) {
  const { t } = useTranslation('notebooks');
  const members = useMembers(notebookId);
  const revoke = useRevoke(notebookId);
  const [modal, holder] = Modal.useModal();

  const confirmRevoke = (member: Member) =>
    modal.confirm({
      title: t('share.revokeTitle', { email: member.email }),
      content: t('share.revokeBody'),
      okText: t('share.revoke'),
      okButtonProps: { danger: true },
      cancelText: t('form.cancel'),
      onOk: async () => {
        await revoke.mutateAsync(member.email);
        toast('success', t('share.revoked'));
      },
    });

  return (
    <section aria-label={t('share.people')}>
      {holder}
      <p className={styles.sectionTitle}>{t('share.people')}</p>
      {members.isPending && <Skeleton active paragraph={{ rows: 2 }} title={false} />}
      {members.isError && (
        <Alert
          type="error"
          showIcon
          title={t('share.loadError')}
          description={members.error.message}
          action={<Button onClick={() => void members.refetch()}>{t('list.retry')}</Button>}
        />
      )}
      {members.data?.length === 0 && <p className={styles.hint}>{t('share.nobody')}</p>}
      {members.data && members.data.length > 0 && (
        <ul className={styles.members}>
          {members.data.map((member) => (
            <li key={member.email} className={styles.member} data-testid="notebook-member">
              <div className={styles.memberMain}>
                {member.nickname ? (
                  <span>{member.nickname}</span>
                ) : (
                  <span className={styles.notJoined}>{t('share.notJoined')}</span>
                )}
                <span className={styles.memberEmail}>{member.email}</span>
              </div>
              <Tag>{t(`role.${member.role}`)}</Tag>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('share.revokeLabel', { email: member.email })}
                onClick={() => confirmRevoke(member)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
