import { readFile } from 'node:fs/promises';
import { FAMILY_TEXTS } from '#shared/texts.ts';
import { newAccount, outboxFor, signedInUser, verifyEmailOf } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { typeAStory } from './support/stories.ts';
import { expect, test } from './support/test.ts';

const MEMORY =
  'Every August we took the train to Filey.\n\nWe stayed in a boarding house on Rutland Street, and the landlady made kippers for breakfast.';
const RUTHS_MEMORY = 'I remember the donkeys on the beach: they were called Bill and Ben.';

/** The join link of the newest invitation mailed to the address (waits until it arrives). */
const invitationLinkFor = async (email: string, narrator: string): Promise<string> => {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = await outboxFor(email);
      const invitation = mails
        .filter((mail) => mail.subject === FAMILY_TEXTS.invitationEmailSubject(narrator))
        .at(-1);
      if (invitation) expect(invitation.text).toContain(FAMILY_TEXTS.invitationEmailBody(narrator));
      link = invitation?.text.match(/https?:\/\/\S+\/family\/join\?token=[\w.~%-]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
};

test.describe('the family circle (issue 25)', () => {
  test('a narrator invites a relative, shares a story, and takes the memory the relative adds', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const narrator = await signedInUser(page);
    // Walt mails only from verified accounts.
    await verifyEmailOf(narrator.email);

    // The circle is linked from the header (and the dashboard).
    await page.goto('/app');
    const dashboard = page.getByRole('main');
    await expect(dashboard.getByRole('link', { name: new RegExp(`^${FAMILY_TEXTS.title}`) })).toHaveAttribute(
      'href',
      '/family',
    );
    await expect(
      dashboard.getByRole('link', { name: new RegExp(`^${FAMILY_TEXTS.sharedTitle}`) }),
    ).toHaveAttribute('href', '/shared');
    await page.getByRole('banner').getByRole('link', { name: FAMILY_TEXTS.title }).click();
    await expect(page).toHaveURL('/family');
    await expect(page.getByRole('heading', { level: 1, name: FAMILY_TEXTS.title })).toBeVisible();
    await expect(page).toHaveTitle(`${FAMILY_TEXTS.title} · Walt`);
    await expect(page.getByText('Nobody has joined your family circle yet.')).toBeVisible();
    await expectNoSeriousViolations(page);

    // Invite Ruth, a daughter, as a Contributor.
    const ruth = { ...newAccount(), name: 'Ruth Hollins' };
    const invite = page.getByRole('region', { name: 'Invite a relative' });
    await invite.getByRole('textbox', { name: /Their email address/ }).fill(ruth.email);
    const relationship = invite.getByRole('textbox', { name: /How they are related to you/ });
    await expect(relationship).toHaveAttribute('placeholder', 'daughter');
    await relationship.fill('daughter');
    await invite.getByRole('radio', { name: /Contributor/ }).check();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByRole('status')).toContainText(`Invitation sent to ${ruth.email}`);
    const waiting = page.getByRole('region', { name: 'Invitations waiting' });
    await expect(waiting.getByText(ruth.email)).toBeVisible();
    await expect(waiting.getByText('daughter · Contributor')).toBeVisible();
    await expectNoSeriousViolations(page);

    // The invitation is in the outbox, with its link.
    const joinPath = await invitationLinkFor(ruth.email, narrator.name);

    // The narrator types a story, makes a keepsake of it, and shares it.
    const storyId = await typeAStory(page, MEMORY);
    await page.goto(`/story/${storyId}/format/format-short-story`);
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByTestId('generation-result')).toBeVisible({ timeout: 60_000 });
    await page.goto(`/story/${storyId}`);
    const share = page.getByRole('switch', { name: FAMILY_TEXTS.shareToggle });
    await expect(share).not.toBeChecked();
    await share.check({ force: true });
    await expect(share).toBeChecked();
    await expect(page.getByText('Your family circle can read this story and its keepsakes.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: FAMILY_TEXTS.shareToggle })).toBeChecked();

    // Ruth opens the link in her own browser, signed out: whose invitation it is, and how to accept.
    const ruthsContext = await browser.newContext();
    const ruthsPage = await ruthsContext.newPage();
    await ruthsPage.goto(joinPath);
    await expect(ruthsPage.getByText(FAMILY_TEXTS.invitationEmailBody(narrator.name))).toBeVisible();
    await expect(ruthsPage.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
    await expectNoSeriousViolations(ruthsPage);

    // She registers through the link and comes back to it.
    await ruthsPage.getByRole('link', { name: 'Create an account' }).click();
    await expect(ruthsPage).toHaveURL('/register');
    await ruthsPage.getByRole('textbox', { name: 'Full Name', exact: true }).fill(ruth.name);
    await ruthsPage.getByRole('textbox', { name: 'Email', exact: true }).fill(ruth.email);
    await ruthsPage.getByRole('textbox', { name: 'Password', exact: true }).fill(ruth.password);
    await ruthsPage.getByRole('button', { name: 'Create Account' }).click();
    await expect(ruthsPage).toHaveURL(joinPath);
    await expect(ruthsPage.getByText(FAMILY_TEXTS.invitationEmailBody(narrator.name))).toBeVisible();
    await expectNoSeriousViolations(ruthsPage);
    await ruthsPage.getByRole('button', { name: 'Accept invitation' }).click();

    // "Shared with you": the narrator's circle and the shared story.
    await expect(ruthsPage).toHaveURL('/shared');
    await expect(ruthsPage.getByRole('heading', { level: 1, name: FAMILY_TEXTS.sharedTitle })).toBeVisible();
    await expect(ruthsPage.getByRole('heading', { name: `${narrator.name}'s stories` })).toBeVisible();
    await expect(
      ruthsPage.getByRole('button', { name: `Leave this circle: ${narrator.name}` }),
    ).toBeVisible();
    await expectNoSeriousViolations(ruthsPage);
    await ruthsPage.getByRole('link', { name: /^Story from / }).click();

    // The shared story: the narrator's words, the keepsake (with its PDF), and "Add a memory".
    await expect(ruthsPage).toHaveURL(`/shared/stories/${storyId}`);
    await expect(ruthsPage.getByText(`${narrator.name}'s story`)).toBeVisible();
    const entries = ruthsPage.getByRole('region', { name: 'The story' });
    await expect(entries).toContainText('Every August we took the train to Filey.');
    const keepsakes = ruthsPage.getByRole('region', { name: 'Keepsakes' });
    await expect(keepsakes.getByRole('heading', { level: 3 })).toHaveCount(1);
    await expect(keepsakes).toContainText('Filey');
    const [pdf] = await Promise.all([
      ruthsPage.waitForEvent('download'),
      keepsakes.getByRole('button', { name: /^Download PDF/ }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile((await pdf.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');
    await expectNoSeriousViolations(ruthsPage);

    const addMemory = ruthsPage.getByRole('region', { name: FAMILY_TEXTS.addMemory });
    await addMemory.getByRole('textbox', { name: 'Your memory' }).fill(RUTHS_MEMORY);
    await addMemory.getByRole('button', { name: 'Send my memory' }).click();
    await expect(addMemory.getByText(`Thank you — ${narrator.name} will see your memory.`)).toBeVisible();
    await expectNoSeriousViolations(ruthsPage);

    // The narrator sees it waiting on /family, and adds it to the story.
    await page.goto('/family');
    const memories = page.getByRole('region', { name: 'Memories waiting for you' });
    await expect(
      memories.getByRole('heading', { name: FAMILY_TEXTS.addedMemory(ruth.name, 'daughter') }),
    ).toBeVisible();
    await expect(memories.getByText(RUTHS_MEMORY)).toBeVisible();
    const members = page.getByRole('region', { name: 'Members' });
    await expect(members.getByRole('heading', { name: ruth.name })).toBeVisible();
    await expect(members.getByRole('radio', { name: 'Contributor' })).toBeChecked();
    await expectNoSeriousViolations(page);
    await memories.getByRole('button', { name: new RegExp(`^${FAMILY_TEXTS.accept}`) }).click();
    await expect(memories.getByText('No memories are waiting.')).toBeVisible();

    // On the story page, the memory is an entry of the story, attributed to Ruth.
    await page.goto(`/story/${storyId}?tab=yourNotes`);
    await expect(page.getByText(RUTHS_MEMORY)).toBeVisible();
    await expect(page.getByText(FAMILY_TEXTS.addedBy(ruth.name, 'daughter'))).toBeVisible();

    // Ruth sees it as part of the story too, attributed to her.
    await ruthsPage.reload();
    await expect(ruthsPage.getByRole('region', { name: 'The story' })).toContainText(RUTHS_MEMORY);
    await expect(ruthsPage.getByText(FAMILY_TEXTS.addedBy(ruth.name, 'daughter'))).toBeVisible();

    // The link is spent: opened again, it says so, naming the narrator.
    await ruthsPage.goto(joinPath);
    await expect(ruthsPage.getByText(FAMILY_TEXTS.invalidInvitation(narrator.name))).toBeVisible();
    await expect(ruthsPage.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
    await ruthsContext.close();
  });
});
