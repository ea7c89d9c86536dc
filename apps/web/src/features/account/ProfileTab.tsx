import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Descriptions, Divider, Flex, Form, Input, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/errors.ts';
import { maxLength, useRules } from '@/shared/forms/rules.ts';
import { useSubmittable } from '@/shared/forms/use-submittable.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { toast } from '@/shared/ui/toast.ts';
import { updateBase, uploadAvatar } from './api/profile.ts';
import { AvatarCropperDialog } from './avatar/AvatarCropperDialog.tsx';
import styles from './AccountTabs.module.css';

/** Settings → Profile: the avatar (cropped before upload) and the nickname. Needs a sign-in. */
export function ProfileTab() {
  const { t } = useTranslation(['account', 'common']);
  const user = useAuth((state) => state.user);
  const fileInput = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source);
    },
    [source],
  );

  const choose = (file: File | undefined) => {
    if (!file) return;
    // SPEC §5: image files only (the server checks the content again).
    if (!file.type.startsWith('image/')) return toast('warning', t('profile.imageOnly'));
    setSource(URL.createObjectURL(file));
  };

  const save = async (file: File) => {
    try {
      await uploadAvatar(file);
      toast('success', t('common:toast.modify'));
      setSource(null);
    } catch {
      toast('error', t('common:toast.modifyFailed'));
    }
  };

  const bound = (value: string | null | undefined) =>
    value || <Typography.Text type="secondary">{t('profile.notBound')}</Typography.Text>;

  return (
    <div className={styles.tab}>
      <section className={styles.section} aria-labelledby="profile-avatar">
        <Typography.Title level={5} id="profile-avatar" className={styles.heading}>
          {t('profile.avatar')}
        </Typography.Title>
        <Flex align="center" gap={20} wrap>
          <Avatar
            size={88}
            src={user?.avatar || undefined}
            icon={<UserOutlined />}
            alt=""
            data-testid="profile-avatar"
          />
          <Flex vertical gap={8} align="flex-start" style={{ flex: 1, minWidth: 200 }}>
            <Button icon={<CameraOutlined />} onClick={() => fileInput.current?.click()}>
              {t('profile.changeAvatar')}
            </Button>
            <Typography.Text type="secondary">{t('profile.avatarHint')}</Typography.Text>
          </Flex>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            hidden
            data-testid="avatar-file"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Flex>
      </section>
      <Divider />
      <NicknameForm nickname={user?.nickname ?? ''} />
      <Divider />
      <section className={styles.section} aria-labelledby="profile-details">
        <Typography.Title level={5} id="profile-details" className={styles.heading}>
          {t('profile.details')}
        </Typography.Title>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'email', label: t('profile.email'), children: bound(user?.email) },
            {
              key: 'phone',
              label: t('profile.phone'),
              children: bound(user?.mobile && `+${user.countryCode ?? ''} ${user.mobile}`),
            },
            ...(user?.account ? [{ key: 'account', label: t('profile.account'), children: user.account }] : []),
          ]}
        />
      </section>
      <AvatarCropperDialog src={source} onCancel={() => setSource(null)} onConfirm={save} />
    </div>
  );
}

function NicknameForm({ nickname }: { nickname: string }) {
  const { t } = useTranslation(['account', 'common']);
  const r = useRules();
  const [form] = Form.useForm<{ nickname: string }>();
  const valid = useSubmittable(form);
  const current = Form.useWatch('nickname', form);
  const [busy, setBusy] = useState(false);

  useEffect(() => form.setFieldsValue({ nickname }), [form, nickname]);

  const submit = async ({ nickname: next }: { nickname: string }) => {
    setBusy(true);
    try {
      await updateBase({ nickname: next.trim() });
      toast('success', t('common:toast.modify'));
    } catch (error) {
      toast(
        'error',
        error instanceof ApiError && error.kind === 'envelope' ? error.message : t('common:toast.modifyFailed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="profile-nickname">
      <Typography.Title level={5} id="profile-nickname" className={styles.heading}>
        {t('profile.nickname')}
      </Typography.Title>
      <Form
        form={form}
        layout="inline"
        className={styles.inlineForm}
        onFinish={(values) => void submit(values)}
        initialValues={{ nickname }}
      >
        <Form.Item name="nickname" rules={r.nickname} validateFirst className={styles.grow}>
          <Input aria-label={t('profile.nickname')} maxLength={maxLength.nickname} showCount autoComplete="nickname" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" disabled={!valid || current?.trim() === nickname} loading={busy}>
            {t('common:actions.save')}
          </Button>
        </Form.Item>
      </Form>
    </section>
  );
}
