import type { Locale } from 'antd/es/locale/index.js';
import type { Resources } from '../locales/en/index.ts';

/** One language's texts: ours and antd's, loaded together (language-pack.ts). */
export type LanguagePack = { resources: Resources; antd: Locale };
