import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { baseUrl } from './accounts.ts';

/** Playwright's test with the base URL of the product that the global setup started. */
export const test = base.extend({
  baseURL: async ({ baseURL: _configured }, use) => {
    await use(baseUrl());
  },
});

export { expect };

/** Asserts the element's text colour is clearly red (the error tone), whatever its exact shade. */
export const expectRed = async (locator: Locator): Promise<void> => {
  const color = await locator.evaluate((element) => getComputedStyle(element).color);
  const [red = 0, green = 0, blue = 0] = color.match(/\d+/g)?.map(Number) ?? [];
  expect(red - Math.max(green, blue), `text colour ${color} is red`).toBeGreaterThan(80);
};

/**
 * The confirmation dialog named `dialog` asks `asks`; its Cancel closes it and deletes nothing (`kept` is still
 * there). Answers the dialog, for the confirming click that usually follows.
 */
export const expectCancelKeeps = async (
  page: Page,
  { dialog: name, asks, kept }: { dialog: string; asks: string; kept: Locator },
): Promise<Locator> => {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toContainText(asks);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(kept).toHaveCount(1);
  return dialog;
};
