import { Alert } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraw } from '../state/store.ts';

/**
 * Said out loud when the pictures come from the built-in procedural generator (the server's
 * `offline` provider, demo mode) rather than an image model. The newest task tells which
 * service draws now. It can be put away for the visit; every offline card keeps its tag.
 */
export function ProviderNote() {
  const { t } = useTranslation('draw');
  const [closed, setClosed] = useState(false);
  const provider = useDraw((state) => {
    for (let i = state.messages.length - 1; i >= 0; i -= 1)
      if (state.messages[i]!.provider) return state.messages[i]!.provider;
    return undefined;
  });
  if (provider !== 'offline' || closed) return null;
  return (
    <Alert
      type="info"
      showIcon
      title={t('offline.title')}
      description={t('offline.note')}
      closable={{ 'aria-label': t('offline.close'), onClose: () => setClosed(true) }}
      data-testid="draw-offline-note"
    />
  );
}
