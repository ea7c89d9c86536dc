import type source from '../en/notebooks.ts';
import type { Catalogue } from '../../catalogue.ts';

export default {
  'list.title': '智能体工作室',
  'list.empty': '你的笔记本以及他人分享给你的笔记本会显示在这里。',
  'detail.title': '笔记本',
  'detail.empty': '这个笔记本的资料来源、笔记、工作室笔记和对话会显示在这里。',
} satisfies Catalogue<typeof source>;
