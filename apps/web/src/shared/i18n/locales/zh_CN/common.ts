import type source from '../en/common.ts';
import type { Catalogue } from '../../catalogue.ts';

export default {
  appName: '砚台',
  'actions.ok': '确定',
  'actions.cancel': '取消',
  'actions.close': '关闭',
  'actions.backHome': '返回首页',
  'actions.signIn': '登录',
  'actions.signOut': '退出登录',
  'language.label': '语言',
  'language.zh_CN': '简体中文',
  'language.en': 'English',
  loading: '加载中…',
} satisfies Catalogue<typeof source>;
