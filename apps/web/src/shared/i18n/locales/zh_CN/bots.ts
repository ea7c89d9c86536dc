import type source from '../en/bots.ts';
import type { Catalogue } from '../../catalogue.ts';

export default {
  'discover.title': '发现',
  'discover.empty': '社区分享的公开机器人会按分类显示在这里。',
  'mine.title': '我的机器人',
  'mine.empty': '你创建或添加的机器人会列在这里。',
  'create.title': '创建机器人',
  'create.empty': '在这里为机器人命名、编写提示词并关联知识库。',
  'update.title': '编辑机器人',
  'update.empty': '这里会显示机器人的配置、数据报告、知识库、对外发布和插件。',
  'unavailable.title': '机器人不可用',
  'unavailable.description': '该机器人不存在、未公开，或配置有误。',
  'unavailable.back': '与默认助手对话',
} satisfies Catalogue<typeof source>;
