import { CloseOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { fileSize } from '../model/format.ts';
import type { PdfState } from '../pdf/use-pdf.ts';
import styles from '../translate.module.css';

type Props = { file: File; pdf: PdfState; onRemove: () => void; onChange: () => void };

/** The chosen PDF: its name, size and page count (or why the browser cannot read it). */
export function FileSummary({ file, pdf, onRemove, onChange }: Props) {
  const { t } = useTranslation('translate');
  return (
    <div className={styles.fieldset}>
      <div className={styles.row}>
        <FilePdfOutlined aria-hidden />
        <span className={`${styles.grow} ${styles.itemTitle}`}>
          {t('file.summary', { name: file.name, size: fileSize(file.size) })}
          {pdf.state === 'ready' && ` · ${t('file.pages', { count: pdf.doc.numPages })}`}
        </span>
        <Button size="small" onClick={onChange}>
          {t('file.change')}
        </Button>
        <Button
          size="small"
          type="text"
          icon={<CloseOutlined />}
          aria-label={t('file.remove', { name: file.name })}
          onClick={onRemove}
        />
      </div>
      {pdf.state === 'loading' && (
        <p className={styles.hint} role="status">
          {t('file.reading')}
        </p>
      )}
      {pdf.state === 'failed' && (
        <p className={styles.problem} role="alert">
          {t(`file.${pdf.reason}`)}
        </p>
      )}
    </div>
  );
}
