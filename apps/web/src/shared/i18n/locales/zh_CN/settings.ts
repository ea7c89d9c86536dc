import type source from '../en/settings.ts';
import type { Catalogue } from '../../catalogue.ts';

export default {
  title: '设置',
  'tabs.label': '设置项',
  'tabs.profile': '个人资料',
  'tabs.account': '账户',
  'tabs.plan': '套餐',
  'tabs.general': '通用',
  'tabs.personalization': '个性化',
  'tabs.shared': '已发布的对话',
  'tabs.about': '关于',
  'plan.description': '这里会显示你的问答套餐和绘画套餐、到期时间与续费入口。',
  loginRequired: '登录后即可查看此页。',
  'general.outsert': '外插模式',
  'general.outsertHint': '将 AI 写作结果插入到文本下方，而不是替换选中的内容。',
  'general.hotkeys': '快捷键',
  'general.hotkeysOpen': '查看',
  'hotkeys.title': '快捷键',
  'hotkeys.save': '保存',
  'hotkeys.toggleList': '显示或隐藏列表',
  'hotkeys.lineBelowImage': '在图片下方换行',
  'hotkeys.lineBelowCode': '在代码块下方换行',
  'hotkeys.quote': '在提示词中引用内容',
  'about.version': '版本 {{version}}（{{date}}）',
  'about.open': '版本详情',
} satisfies Catalogue<typeof source>;
