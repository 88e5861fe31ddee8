import { baseUrl, signedInUser } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { BORN_IN_DUNDEE, savedConversation } from './support/conversations.ts';
import { expect, test } from './support/test.ts';

test.describe('the archive', () => {
  test('is reached from the dashboard and offers a first conversation or story when empty', async ({
    page,
  }) => {
    await signedInUser(page);
    await page.goto('/app');
    await page.getByRole('link', { name: /Story material/ }).click();

    await expect(page).toHaveURL(/\/archive$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Archive' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Your First Conversation' })).toHaveAttribute(
      'href',
      '/app',
    );
    await expect(page.getByRole('link', { name: 'Tell a Story' })).toHaveAttribute('href', '/tell-story');
    await expect(page.getByRole('link', { name: 'Type a Story' })).toHaveAttribute('href', '/type-story');
    await expectNoSeriousViolations(page);
  });

  test('lists a saved conversation and a story, opens the conversation and deletes it after asking', async ({
    page,
  }) => {
    await signedInUser(page);
    const conversation = await savedConversation(
      page.request,
      { sessionType: 'gettingToKnowYou' },
      BORN_IN_DUNDEE,
    );
    const story = await page.request.post(`${baseUrl()}/api/stories`, {
      data: { title: 'The Halifax Years', content: 'We lived above the bakery on Briggate.' },
    });
    expect(story.ok()).toBe(true);
    const { id: storyId } = (await story.json()) as { id: string };
    await page.goto('/archive');

    const conversations = page.getByRole('region', { name: 'Conversations' });
    const row = conversations.locator(`a[href="/conversations/${conversation.id}"]`);
    await expect(row).toContainText('Getting to know you');
    await expect(row).toContainText('2 messages');
    await expect(row).toContainText('I was born in Dundee in 1946, above the baker on Hilltown.');
    const stories = page.getByRole('region', { name: 'Stories' });
    await expect(stories.getByRole('link', { name: /The Halifax Years/ })).toHaveAttribute(
      'href',
      `/type-story/${storyId}`,
    );
    await expect(stories).toContainText('We lived above the bakery on Briggate.');
    await expectNoSeriousViolations(page);

    await row.click();
    await expect(page).toHaveURL(new RegExp(`/conversations/${conversation.id}$`));
    await page.getByRole('link', { name: 'Back to Archive' }).click();
    await expect(page).toHaveURL(/\/archive$/);

    const remove = page.getByRole('button', { name: /^Delete conversation: / });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete conversation' });
    await expect(dialog).toContainText(
      'Are you sure you want to delete this conversation? This action cannot be undone.',
    );
    await expect(dialog).toBeInViewport();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    // Axe measures colours as they are: let the modal finish fading in first.
    await expect(dialog).toHaveCSS('opacity', '1');
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();

    await remove.click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(row).toBeHidden();
    await expect(page.getByRole('link', { name: 'Start Your First Conversation' })).toBeVisible();
    const gone = await page.request.get(`${baseUrl()}/api/conversations/${conversation.id}`);
    expect(gone.status()).toBe(404);

    await page.reload();
    await expect(page.getByRole('link', { name: 'Start Your First Conversation' })).toBeVisible();
    await expect(stories.getByRole('link', { name: /The Halifax Years/ })).toBeVisible();
  });
});
