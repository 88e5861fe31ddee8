import { expect, type Page } from '@playwright/test';

/** Where a typed story lands once saved: its id in the path. */
export const TYPED_STORY = /\/type-story\/([^/?]+)$/;

/** The signed-in narrator types a story on /type-story and saves it; the story's id. */
export const typeAStory = async (page: Page, text: string): Promise<string> => {
  await page.goto('/type-story');
  await page.getByRole('textbox', { name: 'Your story' }).fill(text);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(TYPED_STORY);
  return TYPED_STORY.exec(new URL(page.url()).pathname)?.[1] ?? '';
};
