import { isWeChat } from './browser.ts';

export type InstallVariant = 'wechat' | 'mobile' | 'desktop';

const MOBILE_UA = /Mobi|Android|iPhone|iPad/;

/**
 * Which add-to-desktop steps apply: WeChat cannot install at all (open in a browser first),
 * phones add to the home screen, computers install from the address bar.
 */
export function installVariant(userAgent: string): InstallVariant {
  if (isWeChat(userAgent)) return 'wechat';
  return MOBILE_UA.test(userAgent) ? 'mobile' : 'desktop';
}

export const INSTALL_STEPS = {
  wechat: ['install.wechatStep1', 'install.wechatStep2', 'install.wechatStep3'],
  mobile: ['install.mobileStep1', 'install.mobileStep2'],
  desktop: ['install.desktopStep1', 'install.desktopStep2'],
} as const;
