import type { Source } from '@inkstone/contract/chat';
import type { Note } from '@inkstone/contract/notebook-notes';
import { Button, Flex, Modal } from 'antd';
import { useNoteTexts } from '../model/texts.ts';
import { NoteBody } from './NoteBody.tsx';

/**
 * One note open to read. A citation closes the reader first, so the source view the page opens
 * is not hidden behind it.
 */
export function NoteReader({
  note,
  canWrite,
  onEdit,
  onClose,
  onOpenCitation,
}: {
  note: Note;
  canWrite: boolean;
  onEdit: () => void;
  onClose: () => void;
  onOpenCitation: (source: Source) => void;
}) {
  const { t, titleOf } = useNoteTexts();
  const editable = canWrite && note.status === 'ready' && note.kind !== 'mindMap';
  return (
    <Modal
      open
      title={titleOf(note)}
      onCancel={onClose}
      width={720}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          {editable && <Button onClick={onEdit}>{t('notes.edit')}</Button>}
          <Button type="primary" onClick={onClose}>
            {t('notes.close')}
          </Button>
        </Flex>
      }
    >
      <NoteBody
        note={note}
        onOpenCitation={(source) => {
          onClose();
          onOpenCitation(source);
        }}
      />
    </Modal>
  );
}
