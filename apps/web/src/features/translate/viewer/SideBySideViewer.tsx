import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { TranslationTask } from '@inkstone/contract/translate';
import { Alert, Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/shared/platform/media.ts';
import { useTask } from '../api/queries.ts';
import { PdfPageCanvas } from '../pdf/PdfPageCanvas.tsx';
import { usePdf } from '../pdf/use-pdf.ts';
import { translatedPageOf } from './page-map.ts';
import styles from '../translate.module.css';

type Props = { task: TranslationTask; onClose: () => void };

const WIDTH = 520;

/**
 * The original and its translation side by side (stacked on phones), one page pair at a time:
 * only the pair on screen is drawn. Fresh signed addresses come from `get` as it opens. The
 * translation shown is the translated-only file; a task that asked for the bilingual file alone
 * shows that file's pages in order instead.
 */
export function SideBySideViewer({ task, onClose }: Props) {
  const { t } = useTranslation('translate');
  const mobile = useIsMobile();
  const fresh = useTask(task.taskId);
  const files = fresh.data?.files;
  const original = usePdf(files?.source ?? null);
  const translated = usePdf(files?.mono ?? files?.dual ?? null);
  const pages = Array.from({ length: task.endPage - task.startPage + 1 }, (_, i) => task.startPage + i);
  const [index, setIndex] = useState(0);
  const page = pages[index]!;
  const width = mobile ? Math.min(window.innerWidth - 48, WIDTH) : WIDTH;

  const last = pages.length - 1;
  // The arrow keys turn pages wherever the focus is in the open dialog (it takes the focus itself).
  useEffect(() => {
    const keys = (event: KeyboardEvent) => {
      const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
      if (step) setIndex((now) => Math.min(last, Math.max(0, now + step)));
    };
    document.addEventListener('keydown', keys);
    return () => document.removeEventListener('keydown', keys);
  }, [last]);
  const turn = (step: number) => setIndex((now) => Math.min(last, Math.max(0, now + step)));

  const failed = fresh.isError || original.state === 'failed' || translated.state === 'failed';
  const ready = original.state === 'ready' && translated.state === 'ready';
  const other = translated.state === 'ready' ? translatedPageOf(task, page, translated.doc.numPages) : null;

  return (
    <Modal
      open
      title={t('viewer.title', { name: task.fileName })}
      width={mobile ? '100%' : 1140}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <div className={styles.fieldset}>
        <div className={styles.row}>
          <Button
            icon={<LeftOutlined />}
            aria-label={t('viewer.previous')}
            disabled={index === 0}
            onClick={() => turn(-1)}
          />
          <span role="status">{t('viewer.position', { page, index: index + 1, count: pages.length })}</span>
          <Button
            icon={<RightOutlined />}
            aria-label={t('viewer.next')}
            disabled={index === pages.length - 1}
            onClick={() => turn(1)}
          />
          <span className={styles.hint}>{t('viewer.keys')}</span>
        </div>
        {failed ? (
          <Alert type="error" showIcon title={t('viewer.failed')} />
        ) : !ready ? (
          <p className={styles.hint} role="status">
            {t('viewer.loading')}
          </p>
        ) : (
          <div className={styles.viewer}>
            <figure>
              <PdfPageCanvas
                doc={original.doc}
                pageNumber={page}
                width={width}
                label={`${t('viewer.original')} · ${t('viewer.page', { page })}`}
              />
              <figcaption>{t('viewer.original')}</figcaption>
            </figure>
            <figure>
              {other === null ? (
                <p className={styles.hint}>{t('viewer.notReady')}</p>
              ) : (
                <PdfPageCanvas
                  doc={translated.doc}
                  pageNumber={other}
                  width={width}
                  label={`${t('viewer.translation')} · ${t('viewer.page', { page })}`}
                />
              )}
              <figcaption>{t('viewer.translation')}</figcaption>
            </figure>
          </div>
        )}
      </div>
    </Modal>
  );
}
