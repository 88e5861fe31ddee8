import type { Page, Request } from '@playwright/test';
import { baseUrl, signedInUser, verifyEmailOf } from './support/accounts.ts';
import { typeAnswer, waitUntilListening } from './support/call.ts';
import { savedConversation } from './support/conversations.ts';
import { FAKE_MICROPHONE, signedInNarrator } from './support/narrator.ts';
import { expect, expectCancelKeeps, test } from './support/test.ts';

/**
 * Issue 23, "the spec, to the letter": the spec items the browser shows, each walked in Chromium — the call
 * screen's header, autosave, notes and failures, the guided path route, the story page's tabs and deletes,
 * the speech screen's typewriter and the verification banner's place.
 */

test.use(FAKE_MICROPHONE);

const json = (status: number, body: unknown) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

/** Opens the first conversation and connects: Walt (offline) is listening, the conversation id is known. */
const startCall = async (page: Page, url = '/audio-chat/gettingToKnowYou'): Promise<string> => {
  const started = page.waitForResponse(
    (response) => response.url().endsWith('/api/conversations/start') && response.ok(),
  );
  await page.goto(url);
  const { conversation } = (await (await started).json()) as { conversation: { id: string } };
  await page.getByRole('button', { name: 'Call Walt' }).click();
  await expect(page.getByRole('button', { name: 'End call' })).toBeVisible({ timeout: 20_000 });
  await waitUntilListening(page);
  return conversation.id;
};

interface SaveBody {
  messages: { id: string; role: string; content: string }[];
  shouldSummarize?: boolean;
}
const saveBodies = (page: Page): SaveBody[] => {
  const bodies: SaveBody[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && /\/api\/conversations\/[^/]+\/save$/.test(request.url()))
      bodies.push(request.postDataJSON() as SaveBody);
  });
  return bodies;
};

interface StoryJourney {
  id: string;
  journey: { steps: { id: string; stepType: string; stepConfig?: { pathId?: string } }[] };
}

/** A story on the seeded journey "The Family Kitchen" (interview, add notes, research, generate format). */
const familyKitchenStory = async (page: Page): Promise<StoryJourney> => {
  const featured = (await (await page.request.get(`${baseUrl()}/api/journeys/featured/list`)).json()) as {
    id: string;
    name: string;
  }[];
  const journeyId = featured.find((journey) => journey.name === 'The Family Kitchen')?.id;
  expect(journeyId).toBeTruthy();
  const created = await page.request.post(`${baseUrl()}/api/stories`, {
    data: { title: 'Sunday kitchen', content: '', journeyId },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  return (await (await page.request.get(`${baseUrl()}/api/stories/${id}`)).json()) as StoryJourney;
};

test.describe('the call screen, to the letter', () => {
  test.setTimeout(120_000);

  test("a narrator adds a note from the notes panel during a call; it is theirs ('You', createdBy user)", async ({
    page,
  }) => {
    await signedInNarrator(page);
    const conversationId = await startCall(page);
    const added = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/notes'),
    );
    const box = page.getByRole('textbox', { name: 'Add a note' });
    await expect(page.getByRole('button', { name: 'Add note' })).toBeDisabled();
    await box.fill('My sister Jean was born in 1949.');
    await page.getByRole('button', { name: 'Add note' }).click();
    expect((await added).postDataJSON()).toEqual({
      // The client's id, the same for every try, so a retried create stores the note once.
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      content: 'My sister Jean was born in 1949.',
      conversationId,
      createdBy: 'user',
    });
    const note = page.getByTestId('note').filter({ hasText: 'My sister Jean was born in 1949.' });
    await expect(note).toHaveCount(1);
    await expect(note.getByText('You', { exact: true })).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(page.getByTestId('notes-count')).toHaveText('1');
    const notes = (await (
      await page.request.get(`${baseUrl()}/api/notes?conversationId=${conversationId}`)
    ).json()) as { content: string; createdBy: string }[];
    expect(notes).toEqual([
      expect.objectContaining({ content: 'My sister Jean was born in 1949.', createdBy: 'user' }),
    ]);
  });

  test('"Autosaving..." shows while a turn is saved; Save + Exit ends the call with the summarising save and goes to /app', async ({
    page,
  }) => {
    await signedInNarrator(page);
    await startCall(page);
    const bodies = saveBodies(page);
    // Each save is held a moment, so the text has time to be seen.
    await page.route('**/api/conversations/*/save', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await typeAnswer(page, 'Yes, I am ready to begin.');
    const autosaving = page.getByText('Autosaving...', { exact: true });
    await expect(autosaving).toBeVisible();
    await expect(autosaving).toHaveCount(0, { timeout: 15_000 });
    expect(bodies.at(-1)?.shouldSummarize).toBe(false);
    await waitUntilListening(page);

    await page.getByRole('navigation', { name: 'Call' }).getByRole('button', { name: 'Save + Exit' }).click();
    await expect(page).toHaveURL(/\/app$/, { timeout: 20_000 });
    expect(bodies.filter((body) => body.shouldSummarize === true)).toHaveLength(1);
    // The autosave delivered the answer; the final save carries only what is new since (issue 24) and asks
    // for the summary of the whole stored transcript.
    const delivered = bodies.flatMap((body) => body.messages.map((message) => message.content));
    expect(delivered.filter((content) => content === 'Yes, I am ready to begin.')).toHaveLength(1);
    const final = bodies.find((body) => body.shouldSummarize === true);
    expect(final?.messages.map((message) => message.content)).not.toContain('Yes, I am ready to begin.');
  });

  test("the call header's Logout signs the narrator out and goes to /", async ({ page }) => {
    await signedInNarrator(page);
    await startCall(page);
    const loggedOut = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/auth/logout'),
    );
    await page.getByRole('navigation', { name: 'Call' }).getByRole('button', { name: 'Logout' }).click();
    await loggedOut;
    await expect(page).toHaveURL(`${baseUrl()}/`);
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await expect
      .poll(async () => (await page.request.get(`${baseUrl()}/api/auth/status`)).status())
      .not.toBe(200);
    await page.goto('/app');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('"Failed to start conversation" when the conversation cannot be started', async ({ page }) => {
    await signedInNarrator(page);
    await page.route('**/api/conversations/start', (route) => route.fulfill(json(500, {})));
    await page.goto('/audio-chat/gettingToKnowYou');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Failed to start conversation');
    await expect(page.getByRole('button', { name: 'Call Walt' })).toHaveCount(0);
  });

  test('researchTopicFailed is logged for each topic whose research could not be queued', async ({
    page,
  }) => {
    await signedInNarrator(page);
    const logged: { event: string; detail: unknown }[] = [];
    page.on('console', async (message) => {
      const [event, detail] = await Promise.all(message.args().map((arg) => arg.jsonValue()));
      if (typeof event === 'string') logged.push({ event, detail });
    });
    // Walt found three topics; the research of only the first could be queued.
    await page.route('**/api/ai/analyze-for-research', (route) =>
      route.fulfill(
        json(200, { jobsCreated: 1, topics: ['Dundee in the 1940s', 'The jute mills', 'The river Tay'] }),
      ),
    );
    await startCall(page);
    await typeAnswer(page, 'I was born in Dundee in 1946, my father worked the jute mills.');
    await waitUntilListening(page);
    const research = page.waitForRequest((request) => request.url().endsWith('/api/ai/analyze-for-research'));
    await page.getByRole('button', { name: 'End call' }).click();
    await research;
    await expect
      .poll(() =>
        logged
          .filter((line) => line.event === 'researchTopicFailed')
          .map((line) => (line.detail as { topic?: string }).topic),
      )
      .toEqual(['The jute mills', 'The river Tay']);
  });

  test('the guided path route /app/chat/path/{pathId}?storyId= opens a call for the story', async ({
    page,
  }) => {
    await signedInNarrator(page);
    const story = await familyKitchenStory(page);
    const pathId = story.journey.steps[0]?.stepConfig?.pathId ?? '';
    expect(pathId).toBeTruthy();
    await page.goto(`/story/${story.id}`);
    const start = page.waitForRequest((request) => request.url().endsWith('/api/conversations/start'));
    await page.getByRole('link', { name: 'Talk with Walt' }).click();
    await expect(page).toHaveURL(`${baseUrl()}/app/chat/path/${pathId}?storyId=${story.id}`);
    expect((await start).postDataJSON()).toEqual({ pathId, storyId: story.id });
    await page.getByRole('button', { name: 'Call Walt' }).click();
    await expect(page.getByRole('button', { name: 'End call' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('more-information-card')).toContainText('More Information Needed');
    await waitUntilListening(page);
    await typeAnswer(page, 'We always had roast beef and Yorkshire pudding at my grandmother’s.');
    await waitUntilListening(page);
    await page.getByRole('button', { name: 'End call' }).click();
    await expect(page.getByTestId('finished-view')).toBeVisible({ timeout: 20_000 });
    // The conversation belongs to the story and its path.
    await expect
      .poll(async () => {
        const saved = (await (await page.request.get(`${baseUrl()}/api/stories/${story.id}`)).json()) as {
          transcriptEntries?: { transcript: unknown[] }[];
        };
        return saved.transcriptEntries?.length ?? 0;
      })
      .toBeGreaterThan(0);
  });
});

test.describe('the story page, to the letter', () => {
  test('the "Notes by Walt" tab shows Walt\'s notes; deleting one asks first, and a failure says so', async ({
    page,
  }) => {
    await signedInNarrator(page);
    const story = await familyKitchenStory(page);
    for (const [content, createdBy] of [
      ['Grandmother baked parkin every November.', 'walt'],
      ['I still have her recipe card.', 'user'],
    ])
      expect(
        (
          await page.request.post(`${baseUrl()}/api/notes`, {
            data: { content, storyId: story.id, createdBy },
          })
        ).ok(),
      ).toBe(true);

    await page.goto(`/story/${story.id}`);
    await page.getByRole('tab', { name: 'Notes by Walt' }).click();
    const panel = page.getByRole('tabpanel');
    const note = panel.getByRole('listitem').filter({ hasText: 'Grandmother baked parkin every November.' });
    await expect(note).toContainText('Note by Walt');
    await expect(panel).not.toContainText('I still have her recipe card.');

    await page.route('**/api/notes/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill(json(500, { error: 'Down' })) : route.fallback(),
    );
    await note.getByRole('button', { name: /^Delete note by walt from / }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete note' });
    await expect(dialog).toContainText(
      'Are you sure you want to delete this note? This action cannot be undone.',
    );
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(panel.getByText('Failed to delete note', { exact: true })).toBeVisible();
    await expect(note).toHaveCount(1);

    await page.unroute('**/api/notes/*');
    await note.getByRole('button', { name: /^Delete note by walt from / }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(note).toHaveCount(0);
    await expect(panel).toContainText('Walt has not taken any notes for this story yet.');
  });

  test('deleting a voice memo asks first; a failure says "Failed to delete voice memo"', async ({ page }) => {
    await signedInNarrator(page);
    const story = await familyKitchenStory(page);
    const memo = await page.request.post(`${baseUrl()}/api/stories/${story.id}/voice-memo-entries`, {
      data: { content: 'She stirred the treacle with a wooden spoon.' },
    });
    expect(memo.ok(), await memo.text()).toBe(true);

    await page.goto(`/story/${story.id}?tab=yourNotes`);
    const item = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Voice memo' });
    await expect(item).toContainText('She stirred the treacle with a wooden spoon.');
    await page.route('**/api/stories/*/voice-memo-entries/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill(json(500, { error: 'Down' })) : route.fallback(),
    );
    await item.getByRole('button', { name: /^Delete voice memo from / }).click();
    const dialog = await expectCancelKeeps(page, {
      dialog: 'Delete voice memo',
      asks: 'Are you sure you want to delete this voice memo? This action cannot be undone.',
      kept: item,
    });

    await item.getByRole('button', { name: /^Delete voice memo from / }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Failed to delete voice memo', { exact: true })).toBeVisible();
    await expect(item).toHaveCount(1);

    await page.unroute('**/api/stories/*/voice-memo-entries/*');
    await item.getByRole('button', { name: /^Delete voice memo from / }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(item).toHaveCount(0);
    const saved = (await (await page.request.get(`${baseUrl()}/api/stories/${story.id}`)).json()) as {
      voiceMemoEntries?: unknown[];
    };
    expect(saved.voiceMemoEntries ?? []).toHaveLength(0);
  });

  test('deleting a transcript entry asks first; a failure says "Failed to delete transcript entry"', async ({
    page,
  }) => {
    await signedInNarrator(page);
    const story = await familyKitchenStory(page);
    await savedConversation(
      page.request,
      { pathId: story.journey.steps[0]?.stepConfig?.pathId ?? '', storyId: story.id },
      [
        { id: 'k1', role: 'assistant', content: 'Which dish did your family cook on Sundays?' },
        { id: 'k2', role: 'user', content: 'My grandmother made parkin in Halifax every November.' },
      ],
      { shouldSummarize: true },
    );

    await page.goto(`/story/${story.id}`);
    await page.getByRole('tab', { name: 'Transcripts' }).click();
    const item = page.getByRole('tabpanel').getByRole('listitem').first();
    await expect(item).toBeVisible();
    const deleteButton = item.getByRole('button', { name: /^Delete .+ from / });
    await page.route('**/api/stories/*/transcript-entries/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill(json(500, { error: 'Down' })) : route.fallback(),
    );
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: 'Delete transcript' });
    await expect(dialog).toContainText(
      'Are you sure you want to delete this transcript? This action cannot be undone.',
    );
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Failed to delete transcript entry', { exact: true })).toBeVisible();
    await expect(item).toBeVisible();

    await page.unroute('**/api/stories/*/transcript-entries/*');
    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('No transcripts yet.');
  });

  test('"Failed to get format URL: {error}" when the format step cannot be opened', async ({ page }) => {
    await signedInNarrator(page);
    const story = await familyKitchenStory(page);
    const [, , , formatStep] = story.journey.steps;
    expect(formatStep?.stepType).toBe('generateFormat');
    // The steps before it are done, so the format step is unlocked.
    for (const step of story.journey.steps.slice(0, 3)) {
      const done = await page.request.post(`${baseUrl()}/api/stories/${story.id}/steps/${step.id}/complete`, {
        data: { metadata: { completedAt: new Date().toISOString() } },
      });
      expect(done.ok(), await done.text()).toBe(true);
    }
    await page.route('**/api/stories/*/steps/*/format-url', (route) =>
      route.fulfill(json(500, { error: 'The format could not be found' })),
    );
    await page.goto(`/story/${story.id}`);
    await page.getByRole('button', { name: 'Open format' }).click();
    await expect(page.getByText('Failed to get format URL: The format could not be found')).toBeVisible();
  });
});

test.describe('the speech screen and the verification banner', () => {
  test('freshly transcribed words are typed out at 20 ms a character', async ({ page }) => {
    await signedInUser(page);
    await page.goto('/tell-story');
    await page.getByRole('button', { name: 'Start recording' }).click();
    await page.waitForTimeout(1_500);
    // Every length the typed words reach, with when it was reached.
    await page.evaluate(() => {
      const seen: { length: number; at: number }[] = [];
      (window as unknown as { typed: typeof seen }).typed = seen;
      new MutationObserver(() => {
        const typed = document.querySelector('[data-testid="speech-typing"]');
        const length = typed?.textContent?.length;
        if (length !== undefined && length !== seen.at(-1)?.length)
          seen.push({ length, at: performance.now() });
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/stories/transcribe'));
    await page.getByRole('button', { name: 'Stop recording' }).click();
    const { transcript } = (await (await answer).json()) as { transcript: string };
    expect(transcript.trim().length).toBeGreaterThan(20);
    await expect(page.getByTestId('speech-typing')).toBeVisible();
    // Once typed out, the words are shown as they are.
    await expect(page.getByTestId('speech-typing')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId('memo-words')).toHaveText(transcript.trim());
    const seen = await page.evaluate(
      () => (window as unknown as { typed: { length: number; at: number }[] }).typed,
    );
    // One character at a time.
    expect(seen.length).toBeGreaterThan(10);
    for (const [index, step] of seen.entries())
      if (index > 0) expect(step.length).toBe(seen[index - 1]!.length + 1);
    const gaps = seen
      .slice(1)
      .map((step, index) => step.at - seen[index]!.at)
      .sort((a, b) => a - b);
    const median = gaps[Math.floor(gaps.length / 2)]!;
    expect(median).toBeGreaterThanOrEqual(18);
    expect(median).toBeLessThan(34);
  });

  test('the email-verification banner sits in the content column, not full width above the layout', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    const account = await signedInUser(page);
    await page.goto('/app');
    const banner = page.getByRole('region', { name: 'Email verification' });
    await expect(banner).toContainText(account.email);
    const main = page.locator('main#main-content');
    await expect(main.getByRole('region', { name: 'Email verification' })).toBeVisible();
    const [bannerBox, mainBox, headerColumn, screenColumn] = await Promise.all([
      banner.boundingBox(),
      main.boundingBox(),
      page.locator('header .mantine-Container-root').first().boundingBox(),
      main.locator(':scope > .mantine-Container-root').last().boundingBox(),
    ]);
    expect(bannerBox && mainBox && headerColumn && screenColumn).toBeTruthy();
    const inside = (inner: typeof bannerBox, outer: typeof bannerBox) =>
      inner!.x >= outer!.x - 0.5 &&
      inner!.x + inner!.width <= outer!.x + outer!.width + 0.5 &&
      inner!.y >= outer!.y - 0.5 &&
      inner!.y + inner!.height <= outer!.y + outer!.height + 0.5;
    // Within the main content, below the header, and within the column the header and the screen share.
    expect(inside(bannerBox, mainBox)).toBe(true);
    expect(bannerBox!.x).toBeGreaterThanOrEqual(headerColumn!.x - 0.5);
    expect(bannerBox!.x + bannerBox!.width).toBeLessThanOrEqual(headerColumn!.x + headerColumn!.width + 0.5);
    expect(bannerBox!.x).toBeGreaterThanOrEqual(screenColumn!.x - 0.5);
    expect(bannerBox!.x + bannerBox!.width).toBeLessThanOrEqual(screenColumn!.x + screenColumn!.width + 0.5);
    expect(bannerBox!.width).toBeLessThan(1600 - 100);

    // Verified, the banner is gone.
    await verifyEmailOf(account.email);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});
