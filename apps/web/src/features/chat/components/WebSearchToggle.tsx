import { GlobalOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '@/shared/config/client-config.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import styles from './web-search.module.css';

/**
 * The composer's web-search switch (SPEC §3 client setting `chat.webSearch`): a toggle button,
 * pressed while on, remembered in the browser. Where the server has no search provider it is
 * disabled, and its tooltip says what the operator configures.
 */
export function WebSearchToggle() {
  const { t } = useTranslation('chat');
  const provider = useClientConfig().data?.webSearch?.provider ?? null;
  const on = useSettings((state) => state.chat.webSearch);
  const update = useSettings((state) => state.update);
  const active = on && provider !== null;
  const tip = provider === null ? t('webSearch.unavailable') : active ? t('webSearch.on') : t('webSearch.off');
  const button = (
    <Button
      type="text"
      className={styles.toggle}
      icon={<GlobalOutlined />}
      aria-label={t('webSearch.label')}
      aria-pressed={active}
      disabled={provider === null}
      data-testid="web-search-toggle"
      onClick={() => update('chat', { webSearch: !on })}
    >
      <span className={styles.toggleLabel}>{t('webSearch.label')}</span>
    </Button>
  );
  // A disabled button gets no pointer or focus events: its wrapper shows the tooltip instead,
  // and can be reached with Tab, so keyboard users read what to configure too.
  return (
    <Tooltip title={tip}>
      {provider === null ? (
        <span className={styles.disabledWrap} tabIndex={0}>
          {button}
        </span>
      ) : (
        button
      )}
    </Tooltip>
  );
}
