import { expect, type Locator } from '@playwright/test';

/**
 * antd's opening motion (rc-motion) keeps an `ant-<motion>-appear` (or `-enter`) class on a dialog
 * or popover until it has ended. Until then the element is laid out but transparent, or held at
 * the first frame of its zoom (scale 0.2 for a dialog, 0.8 for a popover) while a busy machine
 * gets round to starting it: Playwright can find a button there "stable", press at its centre and
 * release only once the element has grown, so the release and the click land beside the button
 * (the press alone is checked) and it never fires. A person presses what they can see; a test
 * clicks inside a dialog or popover only once this has passed.
 */
export async function openingMotionDone(element: Locator): Promise<void> {
  await expect(element).toBeVisible();
  await expect(element).not.toHaveClass(/(^|\s)ant-[\w-]*-(appear|enter)(\s|$)/);
}
