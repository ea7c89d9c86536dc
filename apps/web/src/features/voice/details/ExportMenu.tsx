import type { ExportFormat } from '@inkstone/contract/voice';
import { Button, Dropdown } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/ui/toast.ts';
import { downloadExport } from '../api/export.ts';

const FORMATS: ExportFormat[] = ['txt', 'srt', 'md', 'docx'];

/** The transcript as text or subtitles, or the minutes with it as Markdown or Word. */
export function ExportMenu({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation('voice');
  const run = (format: ExportFormat) =>
    downloadExport(id, format, title).catch((caught: unknown) =>
      toast('error', t('export.failed', { error: caught instanceof Error ? caught.message : String(caught) })),
    );
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: FORMATS.map((format) => ({
          key: format,
          label: t(`export.${format}`),
          onClick: () => void run(format),
        })),
      }}
    >
      <Button icon={<DownloadOutlined />}>{t('details.export')}</Button>
    </Dropdown>
  );
}
