import './i18n.ts';
import { useTranslation } from 'react-i18next';

/** The tab's name in the editor, from the tab's own words. */
export function PublishTabLabel() {
  const { t } = useTranslation('botPublish');
  return <>{t('title')}</>;
}
