import enUS from 'antd/es/locale/en_US.js';
import type { LanguagePack } from './pack.ts';
import { en } from '../locales/en/index.ts';

export const pack: LanguagePack = { resources: en, antd: enUS };
