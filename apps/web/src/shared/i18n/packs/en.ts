import enUS from 'antd/es/locale/en_US.js';
import type { LanguagePack } from './pack.ts';
import { firstLoad } from '../locales/en/first-load.ts';

export const pack: LanguagePack = { resources: firstLoad, antd: enUS };
