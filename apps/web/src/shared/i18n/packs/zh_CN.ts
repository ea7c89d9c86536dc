import zhCN from 'antd/es/locale/zh_CN.js';
import type { LanguagePack } from './pack.ts';
import { firstLoad } from '../locales/zh_CN/first-load.ts';

export const pack: LanguagePack = { resources: firstLoad, antd: zhCN };
