import type { Topic } from '@inkstone/contract/chat';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/ui/toast.ts';
import { getWholeConversation } from '../api/history.ts';
import { download, exportFileName, toJson, toMarkdown, type ExportFormat } from '../state/export.ts';

/** Exports a stored conversation, read in full from its history pages, as a Markdown or JSON download. */
export function useExportTopic() {
  const { t } = useTranslation('chat');
  return async (topic: Topic, format: ExportFormat) => {
    try {
      const records = await getWholeConversation(topic.msgId, topic.roleId || '-1');
      const labels = {
        you: t('chat.you'),
        assistant: t('chat.assistant'),
        untitled: t('history.untitled'),
        files: t('export.files'),
      };
      const text = format === 'markdown' ? toMarkdown(topic, records, labels) : toJson(topic, records);
      download(exportFileName(topic.topic.trim() || t('history.untitled'), format), text, format);
    } catch {
      toast('error', t('history.exportFailed'));
    }
  };
}
