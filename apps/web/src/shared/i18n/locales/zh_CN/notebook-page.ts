import type source from '../en/notebook-page.ts';
import type { Catalogue } from '../../catalogue.ts';

export default {
  'detail.title': '笔记本',
  'detail.loading': '正在打开笔记本…',
  'detail.loadError': '笔记本加载失败。',
  'detail.missingTitle': '找不到这个笔记本',
  'detail.missingBody': '它可能已被删除，或未与你共享。',
  'detail.backToList': '返回我的笔记本',
  'detail.back': '返回笔记本列表',
  'detail.panels': '笔记本面板',
  'detail.panel.sources': '来源',
  'detail.panel.view': '查看',
  'detail.panel.chat': '对话',
  'detail.resizeSources': '调整来源宽度',
  'detail.resizeChat': '调整对话宽度',
  'detail.addSource': '添加来源',
  'detail.sourcesEmpty': '还没有来源。添加一个来源开始吧。',
  'detail.sourcesEmptyViewer': '还没有来源。',
  'detail.startEmpty': '添加一个来源开始吧，然后在对话中提问。',
  'detail.startOpen': '打开来源或对话中的引用，即可在这里阅读。',
  'detail.glance': '概要',
  'detail.topics': '关键主题',
  'detail.closeSource': '关闭来源',
  'suggest.summary': '概括这些来源',
  'suggest.points': '“{{name}}”的要点是什么？',
  'suggest.compare': '“{{a}}”和“{{b}}”有什么不同？',
} satisfies Catalogue<typeof source>;
