import zhCN from 'antd/es/locale/zh_CN.js';
import type { LanguagePack } from './pack.ts';
import { zh_CN } from '../locales/zh_CN/index.ts';

export const pack: LanguagePack = { resources: zh_CN, antd: zhCN };
