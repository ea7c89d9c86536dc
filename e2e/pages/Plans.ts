import { expect, type Locator, type Page } from '@playwright/test';

/** The sidebar meter, the upgrade button, the plan panel, the coupon dialog and the sandbox checkout. */
export class Plans {
  readonly meter: Locator;
  readonly upgradeButton: Locator;
  readonly panel: Locator;
  readonly coupon: Locator;

  constructor(readonly page: Page) {
    const sidebar = page.locator('#app-sidebar');
    this.meter = sidebar.getByTestId('plan-meter');
    this.upgradeButton = sidebar.getByTestId('upgrade-button');
    this.panel = page.getByRole('dialog', { name: /^(plans|套餐)$/i });
    this.coupon = page.getByRole('dialog', { name: /^(redeem a coupon|兑换优惠码)$/i });
  }

  /** A plan card inside `scope` (the panel or the settings Plan tab). */
  card(scope: Locator, kind: 'qa' | 'drawing'): Locator {
    return scope.getByTestId(`plan-card-${kind}`);
  }

  couponInput(): Locator {
    return this.coupon.getByRole('textbox');
  }

  couponSubmit(): Locator {
    return this.coupon.getByRole('button', { name: /^(redeem|兑\s?换)$/i });
  }

  /**
   * Pays for a plan in the sandbox checkout the card's button opens in a new tab, and follows
   * the done page's link back to the app. Returns that tab, now showing the app.
   */
  async buyInSandbox(
    buyButton: Locator,
    choice: { period: RegExp; pay: RegExp; continue: RegExp; done: string | RegExp; back: string | RegExp },
  ): Promise<Page> {
    const popupEvent = this.page.waitForEvent('popup');
    await buyButton.click();
    const checkout = await popupEvent;
    await expect(checkout.getByRole('note')).toContainText(/sandbox|沙盒/i);
    await checkout.getByRole('radio', { name: choice.period }).check();
    await checkout.getByRole('button', { name: choice.continue }).click();
    await checkout.getByRole('button', { name: choice.pay }).click();
    await expect(checkout.getByRole('status')).toHaveText(choice.done);
    await checkout.getByRole('link', { name: choice.back }).click();
    return checkout;
  }
}
