import { FilePdfOutlined } from '@ant-design/icons';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../translate.module.css';

type Props = { onFile: (file: File) => void; describedBy?: string };

/**
 * Where a PDF comes in: dropped on it, or chosen through the file picker it opens (a button, so
 * Enter and Space work). The file's name is only a first check; the server reads its content.
 */
export function DropZone({ onFile, describedBy }: Props) {
  const { t } = useTranslation('translate');
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <>
      <button
        type="button"
        className={`${styles.drop} ${dragging ? styles.dragging : ''}`}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <FilePdfOutlined className={styles.dropIcon} aria-hidden />
        <span>{dragging ? t('drop.dragging') : t('drop.label')}</span>
        <span className={styles.hint}>{t('drop.hint')}</span>
      </button>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        aria-label={t('drop.pick')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
