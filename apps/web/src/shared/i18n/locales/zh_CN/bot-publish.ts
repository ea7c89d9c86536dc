import type source from '../en/bot-publish.ts';
import type { Catalogue } from '../../catalogue.ts';

export default {
  title: '对外发布',
  intro: '把这个机器人放到你的网站上：访客无需账号即可对话，每个问题从你的套餐中扣除。',
  enabled: '发布到网站',
  dailyCap: '每日上限',
  dailyCapHelp: '所有访客每天合计的提问数。今天：{{used}} / {{cap}}。',
  save: '保存',
  saved: '已保存',
  vipOnly: '发布到网站是 Pro 会员功能。',
  needsPublic: '请先公开这个机器人：只有公开的机器人才能发布到网站。',
  live: '已上线：访客现在可以与它对话。',
  notLive: '尚未上线。',
  scriptTitle: '聊天气泡',
  scriptHelp: '粘贴到需要显示聊天气泡的每个页面的 </body> 之前。',
  iframeTitle: '内嵌框架',
  iframeHelp: '粘贴到页面中要显示对话的位置。',
  copy: '复制',
  copied: '已复制',
  preview: '打开访客页面',
  loadError: '发布设置无法加载。',
  retry: '重试',
} satisfies Catalogue<typeof source>;
