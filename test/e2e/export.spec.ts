import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expectNoSeriousViolations } from './support/axe.ts';
import { signedInNarrator } from './support/narrator.ts';
import { typeAStory } from './support/stories.ts';
import { expect, test } from './support/test.ts';

const MEMORY = 'We lived above the bakery on Cardigan Road in Leeds.';

test.describe('"Download everything" (issue 26)', () => {
  test('the narrator downloads a zip of everything they made, with a README saying what is where', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signedInNarrator(page);
    // Some material: a typed story.
    await typeAStory(page, MEMORY);

    await page.goto('/profile');
    const section = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: 'Download everything' }),
    });
    await expect(section).toBeVisible();
    await expectNoSeriousViolations(page);

    const start = section.getByRole('button', { name: 'Download everything' });
    await start.focus();
    await page.keyboard.press('Enter');

    const download = section.getByRole('link', { name: 'Download zip' });
    await expect(download).toBeVisible({ timeout: 90_000 });
    await expect(section.getByText('Your download is ready. The link works for 24 hours.')).toBeVisible();
    await expect(download).toHaveAttribute('href', /^\/api\/account\/export\/[^/]+\/download$/);
    await expectNoSeriousViolations(page);

    // All by keyboard: the link takes the place of the button pressed, focused.
    await expect(download).toBeFocused();
    const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(file.suggestedFilename()).toMatch(/\.zip$/);
    const entries = unzipSync(new Uint8Array(await readFile((await file.path()) ?? '')));
    expect(Object.keys(entries)).toContain('README.txt');
    expect(strFromU8(entries['README.txt']!).length).toBeGreaterThan(0);
    const markdown = Object.entries(entries).filter(([name]) => name.endsWith('.md'));
    expect(markdown.some(([, bytes]) => strFromU8(bytes).includes(MEMORY))).toBe(true);

    // The download is the owner's only: without their session it is refused.
    const href = (await download.getAttribute('href')) ?? '';
    const stranger = await page.context().browser()!.newContext();
    const refused = await stranger.request.get(new URL(href, page.url()).toString(), { maxRedirects: 0 });
    expect(refused.status()).toBe(401);
    await stranger.close();
  });
});
