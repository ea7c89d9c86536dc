import { MenuOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/shared/stores/settings.ts';
import button from '@/shared/ui/plain-button.module.css';
import { Brand } from './sidebar/Brand.tsx';
import styles from './sidebar/Sidebar.module.css';

/** On phones the sidebar is an overlay; this bar opens it. */
export function MobileTopBar() {
  const { t } = useTranslation('layout');
  const collapsed = useSettings((state) => state.slider.isCollapse);
  const update = useSettings((state) => state.update);
  return (
    <header className={styles.topBar}>
      <button
        type="button"
        className={button.icon}
        aria-label={t('sidebar.openMenu')}
        aria-expanded={!collapsed}
        aria-controls="app-sidebar"
        onClick={() => update('slider', { isCollapse: false })}
      >
        <MenuOutlined />
      </button>
      <Brand />
    </header>
  );
}
