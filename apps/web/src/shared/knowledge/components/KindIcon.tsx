import {
  EnvironmentOutlined,
  FileTextOutlined,
  GlobalOutlined,
  PaperClipOutlined,
  PictureOutlined,
  QuestionCircleOutlined,
} from '@ant-design/icons';
import type { SourceKind } from '@inkstone/contract/knowledge';
import { useTranslation } from 'react-i18next';

const icons = {
  text: FileTextOutlined,
  qa: QuestionCircleOutlined,
  file: PaperClipOutlined,
  url: GlobalOutlined,
  image: PictureOutlined,
  address: EnvironmentOutlined,
} satisfies Record<SourceKind, unknown>;

/** A source's kind as an icon, named for screen readers. */
export function KindIcon({ kind }: { kind: SourceKind }) {
  const { t } = useTranslation('knowledge');
  const Icon = icons[kind];
  return <Icon role="img" aria-label={t(`kind.${kind}`)} />;
}
