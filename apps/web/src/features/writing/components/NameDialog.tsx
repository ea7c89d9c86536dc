import { WritingLimits } from '@inkstone/contract/writing';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type NameDialogProps = {
  title: string;
  label: string;
  initial?: string;
  okText: string;
  /** Resolves when done; a refusal's message is shown in the dialog and it stays open. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
};

/** A name for a new or renamed document or group: 1–100 characters (SPEC §5), checked as typed. */
export function NameDialog({ title, label, initial = '', okText, onSubmit, onClose }: NameDialogProps) {
  const { t } = useTranslation('writing');
  const [name, setName] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const trimmed = name.trim();
  const problem = !trimmed ? t('name.required') : trimmed.length > WritingLimits.titleMax ? t('name.tooLong') : null;
  const [touched, setTouched] = useState(false);
  const submit = async () => {
    setTouched(true);
    if (problem) return;
    setBusy(true);
    setRefusal(null);
    try {
      await onSubmit(trimmed);
      onClose();
    } catch (caught) {
      setRefusal((caught as Error).message || t('name.failed'));
    } finally {
      setBusy(false);
    }
  };
  const shown = refusal ?? (touched ? problem : null);
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText={t('name.cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item label={label} validateStatus={shown ? 'error' : undefined} help={shown ?? undefined}>
          <Input
            autoFocus
            value={name}
            aria-label={label}
            onChange={(event) => {
              setName(event.target.value);
              setTouched(true);
              setRefusal(null);
            }}
            onPressEnter={() => void submit()}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
