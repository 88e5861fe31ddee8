import { expect, type Page } from '@playwright/test';

/** Types one turn in the call's text box and sends it. */
export const typeAnswer = async (page: Page, text: string): Promise<void> => {
  const box = page.getByLabel('Type instead of speaking');
  await box.fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(box).toHaveValue('');
};

/** Waits until Walt has finished his turn and is listening again. */
export const waitUntilListening = async (page: Page, timeout = 30_000): Promise<void> => {
  await expect(page.getByTestId('call-status')).toHaveText('Walt is listening...', { timeout });
};

/** Waits until Walt says (captions) something matching. */
export const waitForCaption = async (page: Page, text: string | RegExp, timeout = 30_000) => {
  await expect(page.getByTestId('caption')).toContainText(text, { timeout });
};
