import { knowledgeFileFormats, type NewSource } from '@inkstone/contract/knowledge-api';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFileUploads } from '../state/use-file-uploads.ts';
import { FileDrop } from './FileDrop.tsx';
import { UploadList } from './UploadList.tsx';

/** Documents or pictures: each dropped file is uploaded and added on its own. */
export function FileSourceTab({
  kind,
  onAdd,
}: {
  kind: 'file' | 'image';
  onAdd: (source: NewSource) => Promise<unknown>;
}) {
  const { t } = useTranslation('knowledge');
  const { items, addFiles, remove } = useFileUploads(kind, onAdd);
  return (
    <Flex vertical gap={12}>
      <FileDrop
        kind={kind}
        label={kind === 'file' ? t('files.drop') : t('image.drop')}
        hint={kind === 'file' ? t('files.formats', { formats: knowledgeFileFormats.join(', ') }) : t('image.formats')}
        onFiles={addFiles}
      />
      <UploadList items={items} onRemove={remove} />
    </Flex>
  );
}
