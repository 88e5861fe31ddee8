import { signedInUser } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

const STORY_PAGE = /\/type-story\/([^/?]+)$/;

test.describe('typing a story', () => {
  test('writes a story, adds, edits and deletes notes, and finds it in the archive', async ({ page }) => {
    await signedInUser(page);
    await page.goto('/type-story');

    await expect(page.getByRole('heading', { level: 1, name: 'Type a Story' })).toBeVisible();
    await expect(page).toHaveTitle('Type a Story · Walt');
    await expectNoSeriousViolations(page);

    // An empty story is refused before anything is sent.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please write something before saving.');
    await expect(page).toHaveURL(/\/type-story$/);

    await page
      .getByRole('textbox', { name: 'Your story' })
      .fill('I was born in Dundee in 1946.\nAbove the baker on Hilltown.\n\nMother sang every morning.');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(STORY_PAGE);
    const storyId = STORY_PAGE.exec(new URL(page.url()).pathname)?.[1] ?? '';
    await expect(page.getByRole('heading', { level: 1, name: 'Add a Note' })).toBeVisible();
    await expect(page).toHaveTitle('Add a Note · Walt');
    await expect(page.getByText('Saved. Your story is safe.')).toBeVisible();
    const story = page.getByRole('region', { name: /^Story from \d{4}-\d{2}-\d{2}$/ });
    const notes = story.getByRole('listitem');
    await expect(notes).toHaveCount(1);
    await expect(notes.first()).toContainText('Note 1');
    await expect(notes.first().getByText('Mother sang every morning.')).toBeVisible();
    await expectNoSeriousViolations(page);

    // A second note; the box empties and the list grows.
    const noteBox = page.getByRole('textbox', { name: 'Your note' });
    await noteBox.fill('Father kept pigeons on the roof.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notes).toHaveCount(2);
    await expect(notes.nth(1)).toContainText('Father kept pigeons on the roof.');
    await expect(noteBox).toHaveValue('');
    await expect(page.getByText('Saved. Your note is safe.')).toBeVisible();

    // Unsaved words survive a reload.
    await noteBox.fill('A thought for later');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Your note' })).toHaveValue('A thought for later');
    await expect(page.getByText('We kept the words you had not saved yet.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Your note' }).fill('');

    // Edit the first note through its Edit link.
    await notes.first().getByRole('link', { name: 'Edit note 1' }).click();
    await expect(page).toHaveURL(new RegExp(`/type-story/${storyId}/edit/[^/]+$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Note' })).toBeVisible();
    await expect(page).toHaveTitle('Edit Note · Walt');
    const editBox = page.getByRole('textbox', { name: 'Your note' });
    await expect(editBox).toHaveValue(
      'I was born in Dundee in 1946.\nAbove the baker on Hilltown.\n\nMother sang every morning.',
    );
    await expectNoSeriousViolations(page);
    await editBox.fill('I was born in Dundee in 1946, the year of the big snow.');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(new RegExp(`/type-story/${storyId}$`));
    await expect(notes).toHaveCount(2);
    await expect(notes.first()).toContainText('I was born in Dundee in 1946, the year of the big snow.');
    await expect(notes.first()).not.toContainText('Mother sang every morning.');

    // Delete the second note, after confirming.
    await notes.nth(1).getByRole('button', { name: 'Delete note 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete note' });
    await expect(dialog).toContainText(
      'Are you sure you want to delete this note? This action cannot be undone.',
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    // Axe measures colours as they are: let the modal finish fading in first.
    await expect(dialog).toHaveCSS('opacity', '1');
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(notes).toHaveCount(1);
    await expect(story).not.toContainText('Father kept pigeons on the roof.');

    // The story is in the archive, and its row opens it here again.
    await page.goto('/archive');
    const row = page.getByRole('region', { name: 'Stories' }).getByRole('link', { name: /^Story from / });
    await expect(row).toHaveAttribute('href', `/type-story/${storyId}`);
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/type-story/${storyId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Add a Note' })).toBeVisible();
    await expect(notes).toHaveCount(1);
  });
});
