import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { makeAdmin, registerAccount, signedInUser, signIn } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/** A fresh administrator, signed in in this page. */
const signedInAdmin = async (page: Page) => {
  const account = await registerAccount();
  await makeAdmin(account);
  await signIn(page, account);
  return account;
};

const suffix = () => randomUUID().slice(0, 6);

/** Presses keys one at a time, letting @dnd-kit's keyboard sensor follow each. */
const keyboardDrag = async (page: Page, handle: string, moves: ('ArrowUp' | 'ArrowDown')[]) => {
  await page.getByRole('button', { name: handle }).focus();
  await page.keyboard.press('Space');
  for (const key of moves) {
    await page.waitForTimeout(150);
    await page.keyboard.press(key);
  }
  await page.waitForTimeout(150);
  await page.keyboard.press('Space');
};

const featuredNames = (page: Page) =>
  page.getByRole('list', { name: 'Featured Journeys' }).getByRole('listitem').locator('p:first-child');

test.describe('admin content screens', () => {
  test('edits a path and reorders its questions with the keyboard; questions are searchable', async ({
    page,
  }) => {
    await signedInAdmin(page);
    const name = `schoolDays-${suffix()}`;
    const created = await page.request.post('/api/paths', {
      data: {
        name,
        instructions: 'Ask gently about school.',
        exitCriteria: 'Mark the path complete once the narrator has named their first school and a teacher.',
        questions: [
          { title: 'First school', text: 'Where did you first go to school?' },
          { title: 'A teacher', text: 'Which teacher do you remember?' },
          { title: 'Friends', text: 'Who were your friends?' },
        ],
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await page.goto('/admin/paths');
    await expect(page.getByRole('heading', { level: 1, name: 'Paths Management' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Mark the path complete once the narrator has named...');
    await expectNoSeriousViolations(page);

    await row.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/paths/${id}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Questions (3)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Test this path' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await keyboardDrag(page, 'Drag question 1 to reorder', ['ArrowDown']);
    await expect(page.getByRole('textbox', { name: 'Title (Question 1)' })).toHaveValue('A teacher');
    await expect(page.getByRole('textbox', { name: 'Title (Question 2)' })).toHaveValue('First school');
    await page.getByRole('textbox', { name: /Display Name/ }).fill('School days');
    await page.getByRole('button', { name: 'Save Path' }).first().click();

    await expect(page).toHaveURL(/\/admin\/paths$/);
    const saved = (await (await page.request.get(`/api/paths/${id}`)).json()) as {
      displayName: string;
      questions: { title: string }[];
    };
    expect(saved.displayName).toBe('School days');
    expect(saved.questions.map((question) => question.title)).toEqual([
      'A teacher',
      'First school',
      'Friends',
    ]);

    await page.goto('/admin/questions');
    await page.getByPlaceholder('Search questions...').fill('which teacher');
    await expect(page.getByText(`A teacher (${name})`)).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByPlaceholder('Search questions...').fill('nothing like this at all');
    await expect(page.getByText('No questions found matching your criteria')).toBeVisible();

    await page.request.delete(`/api/paths/${id}`);
  });

  test('creates a format', async ({ page }) => {
    await signedInAdmin(page);
    const name = `Haiku ${suffix()}`;
    await page.goto('/admin/formats');
    await expect(page.getByRole('heading', { level: 1, name: 'Formats' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('link', { name: 'Create Format' }).first().click();
    await expect(page).toHaveURL(/\/admin\/formats\/new$/);
    await expect(page.getByText(/Weave facts from any research reports/)).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('textbox', { name: /Format Name/ }).fill(name);
    await page.getByRole('combobox', { name: /Content Scope/ }).selectOption('all');
    await page.getByRole('textbox', { name: /Creative Instructions/ }).fill('Three lines, five seven five.');
    await page.getByRole('button', { name: 'Create Format' }).click();

    await expect(page).toHaveURL(/\/admin\/formats$/);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('All Stories');
    await expect(row).toContainText('No description');

    await row.getByRole('button', { name: `Delete format ${name}` }).click();
    await expect(page.getByRole('dialog')).toContainText(
      `Are you sure you want to delete the format "${name}"? This action cannot be undone.`,
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
  });

  test('builds a journey of all four step types, features it and reorders; users see it', async ({
    page,
    browser,
  }) => {
    await signedInAdmin(page);
    const name = `Our wedding ${suffix()}`;

    await page.goto('/admin/journeys');
    await expect(page.getByRole('heading', { level: 1, name: 'Journeys' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'New Journey' }).click();
    await page.getByRole('tab', { name: 'New Steps' }).click();
    await expect(page.getByText('Please save the journey first to manage steps.')).toBeVisible();
    await page.getByRole('textbox', { name: /Journey Name/ }).fill(name);
    await page.getByRole('textbox', { name: 'Description' }).fill('The day we married.');
    await page.getByRole('button', { name: 'Create Journey' }).click();

    await expect(page).toHaveURL(/\/admin\/journeys$/);
    await page.getByRole('link', { name, exact: true }).click();
    await page.getByRole('tab', { name: 'New Steps' }).click();
    await expect(page.getByText('No steps have been created yet.')).toBeVisible();
    await expectNoSeriousViolations(page);

    const addStep = async (stepName: string, type: string, choose?: { label: string; option: RegExp }) => {
      const start = page.getByRole('button', { name: /^(Add Step|Create Your First Step)$/ });
      await start.click();
      const form = page.getByRole('region', { name: 'New step' });
      await form.getByRole('combobox', { name: 'Step type' }).selectOption({ label: type });
      if (choose) {
        const select = form.getByRole('combobox', { name: choose.label });
        const value = await select
          .locator('option')
          .filter({ hasText: choose.option })
          .first()
          .getAttribute('value');
        await select.selectOption(value ?? '');
      }
      await form.getByRole('textbox', { name: /Step name/ }).fill(stepName);
      await form.getByRole('button', { name: 'Save Step' }).click();
      await expect(form).toHaveCount(0);
    };
    await addStep('Talk about the day', 'Interview with Walt', {
      label: 'Interview path',
      option: /gettingToKnowYou/,
    });
    await addStep('Find the church', 'Research');
    await addStep('Write a postcard', 'Generate Format', { label: 'Format', option: /Postcard/ });
    await addStep('Add photos and notes', 'Add Notes');

    const steps = page.getByRole('list', { name: 'Steps' }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toContainText('Interview with Walt');
    await expect(steps.nth(2)).toContainText('Format: Postcard');
    await expect(page.getByRole('button', { name: 'Move step 1 up' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Move step 4 down' })).toBeDisabled();
    await page.getByRole('button', { name: 'Move step 4 up' }).click();
    await expect(steps.nth(2)).toContainText('Add photos and notes');
    await expect(steps.nth(3)).toContainText('Write a postcard');
    await expectNoSeriousViolations(page);

    // Feature it: it joins the end of the featured order.
    await page.goto('/admin/featured-journeys');
    await expect(page.getByRole('heading', { level: 1, name: 'Featured Journeys' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Journey' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // Checked once the dialog has faded in: mid-transition its colours are not yet its own.
    await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1');
    await expectNoSeriousViolations(page);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: `Add ${name}` })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(featuredNames(page).last()).toHaveText(name);
    const count = await featuredNames(page).count();
    await expect(
      page.getByRole('list', { name: 'Featured Journeys' }).getByRole('listitem').last(),
    ).toContainText('1 guided interview');
    await expectNoSeriousViolations(page);

    // Move it up one place with the keyboard; the order is persisted.
    await keyboardDrag(page, `Drag ${name} to reorder`, ['ArrowUp']);
    await expect(featuredNames(page).nth(count - 2)).toHaveText(name);
    await expect
      .poll(async () => {
        const list = (await (await page.request.get('/api/journeys/featured/list')).json()) as {
          name: string;
        }[];
        return list.map((journey) => journey.name).indexOf(name);
      })
      .toBe(count - 2);

    // A failed reorder shows at once, then rolls back with the spec's error.
    await page.route('**/api/journeys/featured/reorder', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Down' }),
      }),
    );
    await keyboardDrag(page, `Drag ${name} to reorder`, ['ArrowDown']);
    await expect(page.getByRole('alert')).toContainText('Failed to reorder journeys');
    await expect(featuredNames(page).nth(count - 2)).toHaveText(name);
    await page.unroute('**/api/journeys/featured/reorder');

    // A user sees it in the journey chooser.
    const userContext = await browser.newContext();
    const userPage = await userContext.newPage();
    await signedInUser(userPage);
    await userPage.goto('/create-story');
    await expect(userPage.getByRole('heading', { level: 1, name: 'Choose Your Journey' })).toBeVisible();
    await expect(userPage.getByRole('button', { name: `Get started: ${name}` })).toBeEnabled();
    await userContext.close();

    // Leave the shared featured list as it was.
    await page.getByRole('button', { name: `Remove ${name} from featured journeys` }).click();
    await expect(featuredNames(page).filter({ hasText: name })).toHaveCount(0);
  });
});
