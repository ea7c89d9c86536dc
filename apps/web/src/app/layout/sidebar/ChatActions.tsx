import { FormOutlined, HistoryOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '@/shared/stores/auth.ts';
import { startNewChat } from '@/features/chat/new-chat.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { HoverTooltip } from '@/shared/ui/HoverTooltip.tsx';
import { intentToOpen } from '../../dialogs/lazy-dialogs.ts';
import styles from './Sidebar.module.css';

/**
 * Chat history and new chat need a sign-in (SPEC §6): signed out, they open the login
 * dialog and do nothing else.
 */
export function ChatActions() {
  const { t } = useTranslation('layout');
  const loggedIn = useAuth((state) => Boolean(state.token));
  const { openLogin, open } = useDialogs();
  const navigate = useNavigate();

  const guarded = (action: () => void) => () => (loggedIn ? action() : openLogin());

  return (
    <span className={styles.hideWhenCollapsed}>
      <HoverTooltip title={t('nav.history')}>
        <Button
          type="text"
          size="small"
          icon={<HistoryOutlined />}
          aria-label={t('nav.history')}
          onClick={guarded(() => open('chatHistory'))}
          {...intentToOpen(loggedIn ? 'chatHistory' : 'login')}
        />
      </HoverTooltip>
      <HoverTooltip title={t('nav.newChat')}>
        <Button
          type="text"
          size="small"
          icon={<FormOutlined />}
          aria-label={t('nav.newChat')}
          onClick={guarded(() => navigate(startNewChat()))}
          {...(loggedIn ? {} : intentToOpen('login'))}
        />
      </HoverTooltip>
    </span>
  );
}
