import { CrownOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { DOMAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { isMobileNow } from '@/shared/platform/media.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import { useChatCount } from '../api/get-chat-count.ts';

/**
 * SPEC §4: reads Renew for a VIP, otherwise Purchase, and opens the plan panel. The live chat
 * count decides once it has loaded (it knows about a purchase made a minute ago); until then the
 * stored user info does. Signed out, it opens the login dialog and nothing else. `intent` handlers
 * (hover, focus, touch) let the shell start loading the dialog before the click.
 */
export function UpgradeButton({
  collapsed,
  intent,
}: {
  collapsed: boolean;
  intent?: Pick<DOMAttributes<HTMLElement>, 'onMouseEnter' | 'onFocus' | 'onTouchStart'>;
}) {
  const { t } = useTranslation('billing');
  const loggedIn = useAuth((state) => Boolean(state.token));
  const userIsVip = useAuth((state) => Boolean(state.user?.isChatgptVip));
  const count = useChatCount();
  const { openLogin, openPlans } = useDialogs();
  const collapseSidebar = useSettings((state) => state.update);

  const vip = loggedIn && (count.data ? count.data.isPay : userIsVip);
  const label = t(vip ? 'upgrade.renew' : 'upgrade.purchase');
  const onClick = () => {
    // On phones the sidebar overlay would sit over the dialog.
    if (isMobileNow()) collapseSidebar('slider', { isCollapse: true });
    if (loggedIn) openPlans({ focus: 'qa' });
    else openLogin();
  };

  if (collapsed) {
    return (
      <Tooltip title={label} placement="right">
        <Button
          type="primary"
          shape="circle"
          icon={<CrownOutlined aria-hidden />}
          aria-label={label}
          onClick={onClick}
          style={{ alignSelf: 'center' }}
          data-testid="upgrade-button"
          {...intent}
        />
      </Tooltip>
    );
  }
  return (
    <Button
      type="primary"
      block
      icon={<CrownOutlined aria-hidden />}
      onClick={onClick}
      data-testid="upgrade-button"
      {...intent}
    >
      {label}
    </Button>
  );
}
