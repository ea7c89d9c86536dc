import {
  EnvironmentOutlined,
  FileTextOutlined,
  GlobalOutlined,
  PaperClipOutlined,
  PictureOutlined,
  QuestionCircleOutlined,
} from '@ant-design/icons';
import type { Container } from '@inkstone/contract/knowledge';
import { Modal, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddSource } from '../api/mutations.ts';
import { AddressSourceForm } from './AddressSourceForm.tsx';
import { FileSourceTab } from './FileSourceTab.tsx';
import { QaSourceForm } from './QaSourceForm.tsx';
import { TextSourceForm } from './TextSourceForm.tsx';
import { UrlSourceForm } from './UrlSourceForm.tsx';

/** The dialog's tabs, by SPEC §3's knowledge types (a Q&A table is imported in the Q&A tab). */
export type AddKind = 'text' | 'qa' | 'file' | 'url' | 'image' | 'address';
export const allAddKinds: readonly AddKind[] = ['text', 'qa', 'file', 'url', 'image', 'address'];
/** What a notebook takes. */
export const notebookAddKinds: readonly AddKind[] = ['file', 'text', 'url', 'image'];

export type AddSourceDialogProps = {
  container: Container;
  open: boolean;
  onClose: () => void;
  /** Which tabs show, in this order; all six when left out. */
  kinds?: readonly AddKind[];
};

const icons: Record<AddKind, ReactNode> = {
  text: <FileTextOutlined aria-hidden />,
  qa: <QuestionCircleOutlined aria-hidden />,
  file: <PaperClipOutlined aria-hidden />,
  url: <GlobalOutlined aria-hidden />,
  image: <PictureOutlined aria-hidden />,
  address: <EnvironmentOutlined aria-hidden />,
};

/** Adds sources to a bot's knowledge or a notebook; each tab sends its own kind. */
export function AddSourceDialog({ container, open, onClose, kinds = allAddKinds }: AddSourceDialogProps) {
  const { t } = useTranslation('knowledge');
  const add = useAddSource(container);
  const onAdd = add.mutateAsync;
  const panes: Record<AddKind, ReactNode> = {
    text: <TextSourceForm onAdd={onAdd} />,
    qa: <QaSourceForm onAdd={onAdd} />,
    file: <FileSourceTab kind="file" onAdd={onAdd} />,
    url: <UrlSourceForm onAdd={onAdd} />,
    image: <FileSourceTab kind="image" onAdd={onAdd} />,
    address: <AddressSourceForm onAdd={onAdd} />,
  };
  return (
    <Modal open={open} title={t('add.title')} footer={null} onCancel={onClose} destroyOnHidden width={640}>
      <Tabs
        items={kinds.map((kind) => ({
          key: kind,
          label: t(`tab.${kind}`),
          icon: icons[kind],
          children: panes[kind],
        }))}
      />
    </Modal>
  );
}
