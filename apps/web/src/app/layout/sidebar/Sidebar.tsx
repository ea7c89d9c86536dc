import {
  EditOutlined,
  ExperimentOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  MessageOutlined,
  PictureOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/shared/platform/media.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import button from '@/shared/ui/plain-button.module.css';
import { PlainTooltip } from '@/shared/ui/PlainTooltip.tsx';
import { PlanMeterSlot } from '../slots/PlanMeterSlot.tsx';
import { UpgradeSlot } from '../slots/UpgradeSlot.tsx';
import { Brand } from './Brand.tsx';
import { ChatActions } from './ChatActions.tsx';
import { ContactLinks } from './ContactLinks.tsx';
import { NavItem } from './NavItem.tsx';
import { UserMenu } from './UserMenu.tsx';
import styles from './Sidebar.module.css';

/** The app's sidebar (SPEC §2). Narrow when collapsed on desktop; an overlay on phones. */
export function Sidebar() {
  const { t } = useTranslation('layout');
  const isMobile = useIsMobile();
  const collapsed = useSettings((state) => state.slider.isCollapse);
  const update = useSettings((state) => state.update);
  // On phones the overlay shows full labels; "collapsed" there means hidden.
  const narrow = collapsed && !isMobile;
  const toggleLabel = collapsed ? t('sidebar.expand') : t('sidebar.collapse');
  const className = [styles.sidebar, collapsed && styles.collapsed, isMobile && styles.mobile]
    .filter(Boolean)
    .join(' ');

  return (
    <aside id="app-sidebar" className={className} data-collapsed={collapsed} aria-hidden={isMobile && collapsed}>
      <div className={styles.brandRow}>
        <Brand />
        <PlainTooltip title={toggleLabel} placement="right">
          <button
            type="button"
            className={button.icon}
            aria-label={toggleLabel}
            aria-expanded={!collapsed}
            aria-controls="app-sidebar"
            onClick={() => update('slider', { isCollapse: !collapsed })}
          >
            {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          </button>
        </PlainTooltip>
      </div>
      <nav className={styles.nav} aria-label={t('nav.label')}>
        <NavItem to="/notebook" icon={<ExperimentOutlined />} label={t('nav.agentStudio')} collapsed={narrow} />
        <div className={styles.row}>
          <NavItem to="/bot/c/-1" match="/bot/c/" icon={<MessageOutlined />} label={t('nav.chat')} collapsed={narrow} />
          <ChatActions />
        </div>
        <NavItem to="/common/draw" icon={<PictureOutlined />} label={t('nav.draw')} collapsed={narrow} />
        <NavItem to="/editor/write" icon={<EditOutlined />} label={t('nav.write')} collapsed={narrow} />
      </nav>
      <div className={styles.spacer} />
      <div className={styles.footer}>
        <PlanMeterSlot collapsed={narrow} />
        <UpgradeSlot collapsed={narrow} />
        <ContactLinks />
        <UserMenu collapsed={narrow} />
      </div>
    </aside>
  );
}
