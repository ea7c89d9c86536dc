import type { Locale } from 'antd/es/locale/index.js';
import type { FirstLoadResources } from '../locales/en/first-load.ts';

/**
 * One language's texts: our first-load namespaces and antd's, loaded together (language-pack.ts).
 * The other namespaces come with the code that uses them (`addLaterNamespace` in i18n.ts).
 */
export type LanguagePack = { resources: FirstLoadResources; antd: Locale };
