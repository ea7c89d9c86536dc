import type source from '../en/errors.ts';
import type { Catalogue } from '../../catalogue.ts';

export default {
  'network.error': '连接错误，请稍后再试！',
  'network.closed': '连接已被服务器关闭',
  'network.timeout': '连接超时，请稍后再试！',
  'network.server': '服务器出了点问题，请稍后再试',
  'page.title': '页面不存在',
  'page.description': '你访问的页面不存在，或在你所在的地区不可用。',
  'page.crashed': '显示此页面时出错了，返回首页通常可以解决。',
  'login.title': '请先登录',
  'login.description': '此页面属于你的账户，登录后即可继续。',
  permission: '抱歉！您没有权限执行此操作！',
} satisfies Catalogue<typeof source>;
