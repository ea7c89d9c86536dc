import type source from '../en/share.ts';
import type { Catalogue } from '../../catalogue.ts';

export default {
  'invite.title': '邀请好友',
  'invite.hint': '好友通过你的链接注册，可获赠额外的 GPT-4 提问次数。',
  'invite.link': '你的邀请链接',
  'invite.copied': '链接已复制',
  'invite.signIn': '登录后即可获得专属邀请链接。',
  'share.title': '分享砚台',
  'share.system': '分享…',
  'share.email': '邮件',
  'share.x': 'X',
  'share.weibo': '微博',
  'share.subject': '试试砚台',
  'share.text': '我在用砚台，一个能聊天、绘画和写作的 AI 助手，推荐你试试：',
} satisfies Catalogue<typeof source>;
