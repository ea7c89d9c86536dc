import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Tab titles name the page first, then the app, in the interface language. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const appName = t('appName');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
