import type source from '../en/writing.ts';
import type { Catalogue } from '../../catalogue.ts';

export default {
  title: 'AI 写作',
  empty: '你的文档和分组会列在这里，旁边是编辑器和 AI 助手。',
} satisfies Catalogue<typeof source>;
