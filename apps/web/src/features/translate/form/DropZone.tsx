import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useFileDrop } from '@/shared/ui/use-file-drop.ts';
import styles from '../translate.module.css';

type Props = { onFile: (file: File) => void; describedBy?: string };

/**
 * Where a PDF comes in: dropped on it, or chosen through the file picker it opens (a button, so
 * Enter and Space work). The file's name is only a first check; the server reads its content.
 */
export function DropZone({ onFile, describedBy }: Props) {
  const { t } = useTranslation('translate');
  const { dragging, zone, picker } = useFileDrop(onFile);

  return (
    <>
      <button {...zone} className={`${styles.drop} ${dragging ? styles.dragging : ''}`} aria-describedby={describedBy}>
        <FilePdfOutlined className={styles.dropIcon} aria-hidden />
        <span>{dragging ? t('drop.dragging') : t('drop.label')}</span>
        <span className={styles.hint}>{t('drop.hint')}</span>
      </button>
      <input {...picker} accept="application/pdf,.pdf" aria-label={t('drop.pick')} />
    </>
  );
}
