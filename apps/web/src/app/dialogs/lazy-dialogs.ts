import { lazy, type ComponentType } from 'react';
import type { DialogName } from '@/shared/stores/dialogs.ts';

type Loader = () => Promise<ComponentType>;

/**
 * Every app-wide dialog is its own chunk: together they hold most of antd (the hotkeys table, the
 * settings tabs, the avatar cropper, the plan cards), none of which a first load needs. `prefetch`
 * starts the download when the visitor shows intent (hovers or focuses what opens it), so the
 * dialog is usually there by the click; the chunk is fetched once however often it is asked for.
 */
const loaders: Record<DialogName, Loader> = {
  login: () => import('./login/LoginDialog.tsx').then((module) => module.LoginDialog),
  settings: () => import('./settings/SettingsDialog.tsx').then((module) => module.SettingsDialog),
  version: () => import('./VersionDialog.tsx').then((module) => module.VersionDialog),
  hotkeys: () => import('./HotkeysDialog.tsx').then((module) => module.HotkeysDialog),
  addToDesktop: () => import('./AddToDesktopGuide.tsx').then((module) => module.AddToDesktopGuide),
  chatHistory: () => import('./ChatHistoryDrawer.tsx').then((module) => module.ChatHistoryDrawer),
  plans: () => import('@/features/billing/components/PlanPanel.tsx').then((module) => module.PlanPanel),
  coupon: () => import('@/features/billing/components/CouponDialog.tsx').then((module) => module.CouponDialog),
};

const pending = new Map<DialogName, Promise<ComponentType>>();

export function prefetchDialog(name: DialogName): Promise<ComponentType> {
  let loading = pending.get(name);
  if (!loading) {
    loading = loaders[name]();
    // A failed download (offline) may be tried again by the next intent or opening.
    loading.catch(() => pending.delete(name));
    pending.set(name, loading);
  }
  return loading;
}

const lazyDialog = (name: DialogName) => lazy(() => prefetchDialog(name).then((component) => ({ default: component })));

export const lazyDialogs: Record<DialogName, ComponentType> = {
  login: lazyDialog('login'),
  settings: lazyDialog('settings'),
  version: lazyDialog('version'),
  hotkeys: lazyDialog('hotkeys'),
  addToDesktop: lazyDialog('addToDesktop'),
  chatHistory: lazyDialog('chatHistory'),
  plans: lazyDialog('plans'),
  coupon: lazyDialog('coupon'),
};

/** Props for a control that opens dialogs: hovering, focusing or touching it starts the downloads. */
export function intentToOpen(...names: DialogName[]) {
  const prefetch = () => {
    for (const name of names) prefetchDialog(name).catch(() => undefined);
  };
  return { onMouseEnter: prefetch, onFocus: prefetch, onTouchStart: prefetch };
}
