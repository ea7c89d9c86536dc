import { FormOutlined, HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '@/shared/stores/auth.ts';
import { startNewChat } from '@/features/chat/new-chat.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import button from '@/shared/ui/plain-button.module.css';
import { PlainTooltip } from '@/shared/ui/PlainTooltip.tsx';
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
      <PlainTooltip title={t('nav.history')}>
        <button
          type="button"
          className={`${button.icon} ${button.small}`}
          aria-label={t('nav.history')}
          onClick={guarded(() => open('chatHistory'))}
          {...intentToOpen(loggedIn ? 'chatHistory' : 'login')}
        >
          <HistoryOutlined />
        </button>
      </PlainTooltip>
      <PlainTooltip title={t('nav.newChat')}>
        <button
          type="button"
          className={`${button.icon} ${button.small}`}
          aria-label={t('nav.newChat')}
          onClick={guarded(() => navigate(startNewChat()))}
          {...(loggedIn ? {} : intentToOpen('login'))}
        >
          <FormOutlined />
        </button>
      </PlainTooltip>
    </span>
  );
}
