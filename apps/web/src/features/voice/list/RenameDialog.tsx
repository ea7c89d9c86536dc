import { VoiceLimits } from '@inkstone/contract/voice';
import { Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  open: boolean;
  title: string;
  onSave: (title: string) => Promise<unknown>;
  onClose: () => void;
  /** A speaker's name instead of the recording's title: its heading, label and length. */
  heading?: string;
  label?: string;
  maxLength?: number;
};

/**
 * Renames a recording (or a speaker); the rules are the contract's (a title: 1–100 characters).
 * The parent mounts it when it opens, so it starts from the current name each time.
 */
export function RenameDialog({ open, title, onSave, onClose, heading, label, maxLength }: Props) {
  const { t } = useTranslation('voice');
  const inputId = useId();
  const [value, setValue] = useState(title);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const next = value.trim();
    if (!next) return setError(t('rename.required'));
    setSaving(true);
    try {
      await onSave(next);
      onClose();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={heading ?? t('rename.title')}
      okText={t('rename.ok')}
      cancelText={t('rename.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <label htmlFor={inputId}>{label ?? t('rename.label')}</label>
      <Input
        id={inputId}
        value={value}
        maxLength={maxLength ?? VoiceLimits.titleMax}
        status={error ? 'error' : undefined}
        onChange={(event) => setValue(event.target.value)}
        onPressEnter={() => void save()}
        autoFocus
      />
      {error && (
        <p role="alert" style={{ color: 'var(--ant-color-error)', margin: '4px 0 0' }}>
          {error}
        </p>
      )}
    </Modal>
  );
}
